"""Files the build puts beside the pages: the stylesheets joined into one (``stylesheets``), the
app's icons and manifest (``app_icons``) and the npm modules vendored into the site
(``vendor_files``).
"""
