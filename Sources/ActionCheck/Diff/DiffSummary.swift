import ActionModel
package import ActionRender
import ActionSyntax

/// Categories × baselines: which app versions can receive which category, for a server
/// team. Rows are the definitions' categories in their order, then the ones only baselines
/// have, in the order first met.
package struct DiffSummary: Sendable, Equatable {
    package enum State: String, Sendable {
        /// The baseline has the category as the definitions do.
        case present
        /// The baseline has it, and something about it or its buttons differs.
        case changed
        /// The definitions add it: the baseline lacks it, so servers must not send it to
        /// that version. Named for the category, as `removed` is, so the two read as opposites.
        case new
        /// The baseline has it and the definitions do not.
        case removed
        /// Neither has it (a row of a category another baseline has).
        case absent = "-"
    }

    package struct Row: Sendable, Equatable {
        package var category: String
        /// One per baseline, in the baselines' order.
        package var states: [State]
    }

    package var baselines: [String]
    package var rows: [Row]

    init(catalog: Catalog, baselines: [Baseline], changed: [Set<String>]) {
        self.baselines = baselines.map(\.name)
        let present = baselines.map { Set($0.categories.map(\.id.value)) }
        let newIDs = catalog.categories.map(\.id)
        var ids = newIDs
        var seen = Set(newIDs)
        for baseline in baselines {
            for category in baseline.categories where seen.insert(category.id.value).inserted {
                ids.append(category.id.value)
            }
        }
        let defined = Set(newIDs)
        rows = ids.map { id in
            Row(
                category: id,
                states: baselines.indices.map { index in
                    switch (defined.contains(id), present[index].contains(id)) {
                    case (true, true): changed[index].contains(id) ? .changed : .present
                    case (true, false): .new
                    case (false, true): .removed
                    case (false, false): .absent
                    }
                })
        }
    }

    /// Aligned columns, a header naming the baselines, one final newline.
    package var text: String {
        let header = ["category"] + baselines
        let table = [header] + rows.map { [$0.category] + $0.states.map(\.rawValue) }
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { cells in
            zip(cells, widths).enumerated().map { index, pair in
                index == cells.count - 1
                    ? pair.0 : pair.0 + String(repeating: " ", count: pair.1 - pair.0.count + 2)
            }.joined()
        }.map { $0 + "\n" }.joined()
    }

    /// `"baselines": [...]` and `"categories": [{"id", "baselines": {NAME: STATE}}]`, for the
    /// JSON document beside the diagnostics.
    package var jsonMembers: [JSONValue.Member] {
        [
            .init("baselines", .oneLine(.array(baselines.map(JSONValue.string)))),
            .init(
                "categories",
                .array(
                    rows.map { row in
                        .oneLine(
                            .object([
                                .init("id", .string(row.category)),
                                .init(
                                    "baselines",
                                    .object(
                                        zip(baselines, row.states).map { .init($0, .string($1.rawValue)) })),
                            ]))
                    })),
        ]
    }
}
