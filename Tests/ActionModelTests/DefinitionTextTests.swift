import ActionModel
import ActionRender
import Testing

/// Every kind of text is declared once (`ActionText`, `CategoryText`) and every output derives
/// its list from `DefinitionText.allCases`.
@Suite struct DefinitionTextTests {
    /// The registry runtime reads each kind by the name the renderer gives its lookup: read from
    /// the runtime's code (`swift run actionc-embed`), not a string kept in step by hand.
    @Test func theRegistryRuntimeReadsEveryKindByItsRuntimeName() {
        #expect(DefinitionText.allCases.map(\.runtimeName).sorted() == DefinitionText.runtimeLookups)
    }

    /// Each kind's key is its owner's kind, the id and its field's path.
    @Test func stringCatalogKeysNameTheField() {
        #expect(
            DefinitionText.allCases.map { StringCatalogRenderer.key($0, of: "ID") } == [
                "push.action.ID.title", "push.action.ID.textInput.button",
                "push.action.ID.textInput.placeholder",
                "push.category.ID.hiddenPreviewsBodyPlaceholder", "push.category.ID.summaryFormat",
            ])
    }
}
