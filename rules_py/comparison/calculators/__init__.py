"""The comparison's calculators, one module each (each its own section of the facade's registry,
so that asking for one imports only what it needs): ``contest`` (two ratings against each other)
and ``levels`` (one rating through each document's result rule).
"""
