"""retriage TUI: the Textual review app (depends on core, never the reverse)."""
