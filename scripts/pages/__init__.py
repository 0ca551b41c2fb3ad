"""What the build writes into the pages: the shortcodes (``shortcodes``, ``inline_values``), the
generated tables (``rules_tables``, ``material_tables``, ``table_captions``), the calculators'
widgets (``widget/``) and their links (``calculator_pages``), figures (``figure_svg``,
``heatmap_svg``), the house rules, Party and GM screen pages (``house_rules_html``,
``party_html``, ``gm_screen``), the glossary's abbreviations (``glossary``), rule links' previews
(``previews``), tappable dice notation (``dice_notation``), all through one escaping HTML builder
(``html_builder``).
"""
