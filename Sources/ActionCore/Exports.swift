// ActionCore is the library's one door: its users (the CLI, the tests, the fuzz targets) import
// it and get the stages' public types with it.
@_exported import ActionCheck
@_exported import ActionModel
@_exported import ActionRender
@_exported import ActionSyntax
@_exported import ActionValidate
