"""The Sources page's own tables, built from every document (above the documents and the
registry, so ``rules_py.sources``, which every document imports, reaches up to none of them)."""
