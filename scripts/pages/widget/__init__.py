"""A calculator's widget, the HTML the build writes for it from its declaration, by part:

- ``whole``: the widget put together (``widget_html``): its head, status, form, answer, buttons;
- ``parts``: what every part uses: the widget's id (``anchor``), a button, the error slot;
- ``fields``: one input of any kind with its label, laid out in order, pairs side by side;
- ``typed``: the fields typed into, their keypads and buttons, a chance's modifier;
- ``fold``: the readings and the folded inputs under one line;
- ``outputs``: one empty element per declared output, for render/draw.js to fill;
- ``actions``: "Next round" and the button that saves a made character into the party.
"""
