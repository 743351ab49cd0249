import ActionCore
import Testing

/// The presets' registry, built into a program and run: every title in every language, locale
/// mapping, membership, routing, payload recognition and merging registration.
@Suite struct RunTests {
    @Test func presetsRegistryBehaves() throws {
        let catalog = try Registries.presets().catalog
        let report = try RegistryReport.run(catalog, name: "presets-run")
        ReportExpectations(catalog: catalog, report: report).checkAll()
        // The cases the issue names, spelled out once.
        let languages = report.values("language")
        #expect(languages["zh-Hant-TW"] == "zh-hant")
        #expect(languages["zh-HK"] == "zh-hant")
        #expect(languages["zh-CN"] == "zh-hans")
        #expect(languages["pt-BR"] == "pt")
        #expect(languages["nb"] == "-")
        #expect(report.values("title")["CLOSE_ID\tnb"] == RegistryReport.hex("Close"))
        #expect(report.values("title")["CLOSE_ID\tzh-HK"] == RegistryReport.hex("關閉"))
    }
}
