// Diagnostics and positions are part of the core API, so users of ActionCore get them too.
@_exported import ActionSyntax
