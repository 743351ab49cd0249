import ActionModel

extension CategoryDefinition {
    /// The category's `text`, as written; nil where it has none. Read by name rather than through
    /// `CategoryText.definition`: a key path is read through the run time, and made there on
    /// first use, for every category the rules look at.
    func written(_ text: CategoryText) -> TextDefinition? {
        switch text {
        case .hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder
        case .summaryFormat: summaryFormat
        }
    }
}
