import Foundation
import TestSupport
import Testing

/// `actionc payload --strings`: the payloads' loc-keys and loc-args against the app's own
/// strings, and the aps values Apple fixes, through the real binary; every finding at the
/// payload's key with a note at the string's place (both marked in the text).
@Suite struct PayloadStringsTests {
    /// Docs/payloads.md's app: the Zendesk Chat SDK's chat-ended and chat-message pushes,
    /// as a server keeps them, and a String Catalog with their keys in en, de and ja.
    private func zendesk() throws -> Scratch {
        let scratch = try Scratch()
        let fixture = Repository.url("Tests/Fixtures/docs/payloads")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixture.path) {
            try FileManager.default.copyItem(
                at: fixture.appendingPathComponent(name), to: scratch.url.appendingPathComponent(name))
        }
        return scratch
    }

    /// The chat-ended payload of the fixture, with its loc-key marked.
    static var chatEnded: MarkedText {
        MarkedText(
            """
            {
              "aps": {
                "alert": {
                  "title-loc-key": "ios.ZDCChat.pushChatEndedTitle",
                  "loc-key": 1️⃣"ios.ZDCChat.pushChatEndedBody",
                  "loc-args": ["{agent name}"]
                },
                "category": "CHAT_ENDED_CATEGORY"
              },
              "data": {"type": "zd.chat.end", "chat_id": "{chat id}"}
            }

            """)
    }

    @Test func theZendeskPayloadsPassAgainstACatalogWithTheirKeys() throws {
        let scratch = try zendesk()
        let payload = String(
            decoding: try #require(scratch.bytes("Server/payloads/chat-ended.json")), as: UTF8.self)
        #expect(payload == Self.chatEnded.text)
        for strings in ["App", "App/Localizable.xcstrings"] {
            let result = try scratch.run(
                "payload", "Server/payloads", "--definitions", "Push", "--strings", strings)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr == "checked 2 payloads\n")
        }
    }

    /// The body missing in ja and written with `%d` in de: exactly those two findings.
    static var brokenCatalog: MarkedText {
        MarkedText(
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "ios.ZDCChat.pushChatEndedBody" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : 2️⃣"%d hat den Chat beendet." } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : 3️⃣"%@ ended the chat." } }
                  }
                },
                "ios.ZDCChat.pushChatEndedTitle" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Chat beendet" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Chat ended" } },
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "チャット終了" } }
                  }
                }
              },
              "version" : "1.0"
            }

            """)
    }

    @Test func aKeyMissingInJapaneseAndPercentDInGermanAreExactlyTwoFindings() throws {
        let scratch = try zendesk()
        try scratch.write(Self.brokenCatalog.text, to: "App/Localizable.xcstrings")
        let before = scratch.listing()
        let result = try scratch.run(
            "payload", "Server/payloads/chat-ended.json", "--definitions", "Push", "--strings", "App")
        #expect(result.status == 1)
        let key = Self.chatEnded["1"]
        let (german, english) = (Self.brokenCatalog["2"], Self.brokenCatalog["3"])
        #expect(
            result.stderr == """
                Server/payloads/chat-ended.json:\(key.line):\(key.column): warning: 'ios.ZDCChat.pushChatEndedBody' has no ja text in the app's strings: a device set to ja shows the raw key, or another language's text where iOS falls back to one [untranslated-loc-key]
                App/Localizable.xcstrings:\(english.line):\(english.column): note: the en text is here; add its ja translation
                Server/payloads/chat-ended.json:\(key.line):\(key.column): note: silence it for every one with 'warnings: {untranslated-loc-key: ignore}' or '--ignore untranslated-loc-key'
                Server/payloads/chat-ended.json:\(key.line):\(key.column): error: the de text of 'ios.ZDCChat.pushChatEndedBody' has '%d', but APNs passes every 'loc-args' item as a string, which '%d' reads as something else: the text shows garbage, or the app crashes [non-string-specifier]
                App/Localizable.xcstrings:\(german.line):\(german.column): note: write '%@' in the text here

                """)
        #expect(scratch.listing() == before)

        let json = try scratch.run(
            "payload", "Server/payloads/chat-ended.json", "--definitions", "Push", "--strings", "App",
            "--diagnostics-format", "json")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: [[String: Any]]])
        let diagnostics = try #require(document["diagnostics"])
        #expect(
            diagnostics.map { $0["code"] as? String } == ["untranslated-loc-key", "non-string-specifier"])
        let notes = diagnostics.compactMap { ($0["notes"] as? [[String: Any]])?.first }
        #expect(
            notes.map { $0["file"] as? String } == ["App/Localizable.xcstrings", "App/Localizable.xcstrings"])
        #expect(notes.map { $0["line"] as? Int } == [english.line, german.line])

        // A warning is controlled like every other; --strict makes it an error.
        let ignored = try scratch.run(
            "payload", "Server/payloads/chat-ended.json", "--definitions", "Push", "--strings", "App",
            "--ignore", "untranslated-loc-key")
        #expect(!ignored.stderr.contains("untranslated-loc-key"), "\(ignored.stderr)")
        #expect(ignored.stderr.contains("[non-string-specifier]"))

        // A key the catalog says not to translate shows its English everywhere, on purpose.
        try scratch.write(
            Self.brokenCatalog.text.replacingOccurrences(
                of: "\"ios.ZDCChat.pushChatEndedBody\" : {",
                with: "\"ios.ZDCChat.pushChatEndedBody\" : { \"shouldTranslate\" : false,"),
            to: "App/Localizable.xcstrings")
        let untranslatable = try scratch.run(
            "payload", "Server/payloads/chat-ended.json", "--definitions", "Push", "--strings", "App")
        #expect(!untranslatable.stderr.contains("untranslated-loc-key"), "\(untranslatable.stderr)")
        #expect(untranslatable.stderr.contains("[non-string-specifier]"))
    }

    /// `.lproj` folders: `.strings` (UTF-16 in de, as Xcode once wrote them) beside a
    /// `.stringsdict` whose de plural `other` takes a third argument.
    static var germanPlural: MarkedText {
        MarkedText(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>ios.ZDCChat.pushChatMessageBody</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@messages@</string>
            \t\t<key>messages</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>@</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%1$@: %2$@</string>
            \t\t\t<key>other</key>
            \t\t\t<string>1️⃣%1$@: %2$@ (%3$@)</string>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>

            """)
    }

    static var chatMessage: MarkedText {
        MarkedText(
            """
            {"aps": {"alert": {
              "title-loc-key": "ios.ZDCChat.pushChatMessageTitle", "title-loc-args": ["{agent name}"],
              "loc-key": "ios.ZDCChat.pushChatMessageBody", "loc-args": 1️⃣["{agent name}", "{message}"]}}}

            """)
    }

    @Test func aPluralFormWithAnotherArgumentCountIsOneFinding() throws {
        let scratch = try zendesk()
        let english = """
            "ios.ZDCChat.pushChatMessageTitle" = "Message from %@";
            "ios.ZDCChat.pushChatMessageBody" = "%1$@: %2$@";

            """
        try scratch.write(english, to: "Res/en.lproj/Localizable.strings")
        let german = """
            /* Titel */
            "ios.ZDCChat.pushChatMessageTitle" = "Nachricht von %@";

            """
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in german.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try scratch.write(
            Self.germanPlural.text.replacingOccurrences(of: " (%3$@)", with: ""),
            to: "Res/en.lproj/Localizable.stringsdict")
        try scratch.write(Self.germanPlural.text, to: "Res/de.lproj/Localizable.stringsdict")
        try Data(utf16).write(to: scratch.url.appendingPathComponent("Res/de.lproj/Localizable.strings"))
        try scratch.write(Self.chatMessage.text, to: "message.json")
        let result = try scratch.run("payload", "message.json", "--definitions", "Push", "--strings", "Res")
        #expect(result.status == 1)
        let (args, text) = (Self.chatMessage["1"], Self.germanPlural["1"])
        #expect(
            result.stderr == """
                message.json:\(args.line):\(args.column): error: the de text of 'ios.ZDCChat.pushChatMessageBody' (plural other) takes 3 arguments, but 'loc-args' has 2: the app formats past the strings it is given, which shows garbage or crashes [loc-args-mismatch]
                Res/de.lproj/Localizable.stringsdict:\(text.line):\(text.column): note: give 'loc-args' 3 items, or take 2 in the text here

                """)
    }

    static var staleCatalog: MarkedText {
        MarkedText(
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "ios.ZDCChat.pushChatEndedBody" : {
                  "extractionState" : 2️⃣"stale",
                  "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ ended the chat." } } }
                },
                "ios.ZDCChat.pushChatEndedTitle" : {}
              },
              "version" : "1.0"
            }

            """)
    }

    @Test func aStaleKeyIsOneWarningWithTheFix() throws {
        let scratch = try zendesk()
        try scratch.write(Self.staleCatalog.text, to: "App/Localizable.xcstrings")
        let result = try scratch.run(
            "payload", "Server/payloads/chat-ended.json", "--definitions", "Push", "--strings", "App")
        #expect(result.status == 0)
        let (key, state) = (Self.chatEnded["1"], Self.staleCatalog["2"])
        #expect(
            result.stderr == """
                Server/payloads/chat-ended.json:\(key.line):\(key.column): warning: 'ios.ZDCChat.pushChatEndedBody' is marked stale in the String Catalog: Xcode found no code using it, and a stale key is one that gets deleted, though the server sends it [stale-loc-key]
                App/Localizable.xcstrings:\(state.line):\(state.column): note: write "extractionState" : "manual" here instead
                Server/payloads/chat-ended.json:\(key.line):\(key.column): note: silence it for every one with 'warnings: {stale-loc-key: ignore}' or '--ignore stale-loc-key'
                checked 1 payload

                """)
        let strict = try scratch.run(
            "payload", "Server/payloads/chat-ended.json", "--definitions", "Push", "--strings", "App",
            "--strict")
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error: 'ios.ZDCChat.pushChatEndedBody' is marked stale"))
    }

    static let apsValues: [(String, String, String)] = [
        (
            #"{"aps": {"alert": "Hi", "relevance-score": 1️⃣5}}"#,
            "'aps.relevance-score' is 5; Apple takes a number from 0 to 1",
            "write a number from 0 to 1, such as 0.5"
        ),
        (
            #"{"aps": {"alert": "Hi", "interruption-level": 1️⃣"urgent"}}"#,
            "'aps.interruption-level' is 'urgent', which is none of Apple's levels",
            "write one of 'passive', 'active', 'time-sensitive', 'critical'"
        ),
        (
            #"{"aps": {"alert": "Hi", "mutable-content": 1️⃣true}}"#,
            "'aps.mutable-content' is true; Apple documents it as the number 1",
            "write 1 to turn it on, or leave the key out"
        ),
        (
            #"{"aps": {"alert": "Hi", "sound": {"critical": 1, "name": "alarm.caf", "volume": 1️⃣2}}}"#,
            "'aps.sound.volume' is 2; Apple takes a number from 0 to 1", "write a number from 0 to 1"
        ),
        (
            #"{"aps": {"alert": "Hi", "sound": 1️⃣["x"]}}"#,
            "'aps.sound' is an array, not a sound's name or a critical-sound dictionary",
            "write the sound file's name as a string, such as \"default\""
        ),
    ]

    @Test(arguments: Self.apsValues)
    func anApsValueAppleDoesNotHaveIsOneFindingWithItsFix(_ payload: String, _ message: String, _ fix: String)
        throws
    {
        let scratch = try zendesk()
        let marked = MarkedText(payload)
        try scratch.write(marked.text, to: "push.apns")
        let result = try scratch.run("payload", "push.apns", "--definitions", "Push")
        #expect(result.status == 1)
        let at = "push.apns:\(marked["1"].line):\(marked["1"].column)"
        #expect(result.stderr == "\(at): error: \(message) [invalid-aps-value]\n\(at): note: \(fix)\n")
    }

    @Test func aServerPlaceholderIsNoValueToJudge() throws {
        let scratch = try zendesk()
        try scratch.write(
            #"{"aps": {"alert": {"loc-key": "{key}"}, "relevance-score": "{score}", "interruption-level": "{level}"}}"#,
            to: "template.json")
        let result = try scratch.run("payload", "template.json", "--definitions", "Push", "--strings", "App")
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Each malformed strings file is one positioned error, no payload is judged against
    /// them, and nothing is written.
    static let malformed: [(String, String, String)] = [
        (
            "Res/en.lproj/Localizable.strings", "\"a\" = \"b\";\n\"c\" = \"d\"1️⃣\n",
            "expected ';' after the value of 'c'"
        ),
        (
            "Res/en.lproj/Localizable.stringsdict",
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>a</key>\n\t1️⃣<string>b</strin>\n</dict>\n</plist>\n",
            ""
        ),
        ("App/Localizable.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {1️⃣]\n}\n", ""),
    ]

    @Test(arguments: Self.malformed)
    func aMalformedStringsFileIsAPositionedError(_ path: String, _ text: String, _ message: String) throws {
        let scratch = try zendesk()
        try FileManager.default.removeItem(
            at: scratch.url.appendingPathComponent("App/Localizable.xcstrings"))
        let marked = MarkedText(text)
        try scratch.write(marked.text, to: path)
        let before = scratch.listing()
        let folder = String(path.prefix { $0 != "/" })
        let result = try scratch.run(
            "payload", "Server/payloads", "--definitions", "Push", "--strings", folder)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        let errors = lines.filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(result.stderr)")
        let (line, _) = marked["1"]
        #expect(errors.first?.hasPrefix("\(path):\(line):") == true, "\(result.stderr)")
        #expect(errors.first?.hasSuffix("[syntax]") == true, "\(result.stderr)")
        if !message.isEmpty { #expect(errors.first?.contains(message) == true) }
        #expect(scratch.listing() == before)
    }

    @Test func aKeyNoLanguageHasIsAnErrorWithDidYouMean() throws {
        let scratch = try zendesk()
        let marked = MarkedText(#"{"aps": {"alert": {"loc-key": 1️⃣"ios.ZDCChat.pushChatEndedBdy"}}}"#)
        try scratch.write(marked.text, to: "typo.json")
        let result = try scratch.run("payload", "typo.json", "--definitions", "Push", "--strings", "App")
        #expect(result.status == 1)
        let at = "typo.json:\(marked["1"].line):\(marked["1"].column)"
        #expect(
            result.stderr.hasPrefix(
                "\(at): error: 'alert.loc-key' is 'ios.ZDCChat.pushChatEndedBdy', which the app's strings do not have in en, their development language; iOS would show the key itself [unknown-loc-key]\n\(at): note: did you mean 'ios.ZDCChat.pushChatEndedBody'?\n"
            ), "\(result.stderr)")
    }

    /// An FCM HTTP v1 request against Android's `res/`: the body missing in ja and written
    /// with `%d` in de are exactly two findings, by Android's rules (`%s`, the default text).
    @Test func anFCMRequestIsCheckedAgainstTheResStrings() throws {
        let scratch = try zendesk()
        let defaults = MarkedText(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
                <string name="chat_ended_title">Chat ended</string>
                <string name="chat_ended_body">1️⃣<xliff:g id="agent">%1$s</xliff:g> ended the chat.%n</string>
            </resources>

            """)
        let german = MarkedText(
            """
            <resources>
                <string name="chat_ended_title">Chat beendet</string>
                <string name="chat_ended_body">2️⃣%d hat den Chat beendet.</string>
            </resources>

            """)
        let request = MarkedText(
            """
            {"message": {"token": "{token}", "android": {"notification": {
              "title_loc_key": "chat_ended_title", "body_loc_key": 3️⃣"chat_ended_body", "body_loc_args": ["{agent name}"]}}}}

            """)
        try scratch.write(defaults.text, to: "app/src/main/res/values/strings.xml")
        try scratch.write(german.text, to: "app/src/main/res/values-de/strings.xml")
        try scratch.write(
            "<resources><string name=\"chat_ended_title\">チャット終了</string></resources>\n",
            to: "app/src/main/res/values-ja/strings.xml")
        // Night mode's strings are no language of their own.
        try scratch.write("<resources/>\n", to: "app/src/main/res/values-night/strings.xml")
        try scratch.write(request.text, to: "fcm.json")
        let result = try scratch.run(
            "payload", "fcm.json", "--definitions", "Push", "--strings", "app/src/main/res")
        #expect(result.status == 1)
        let (key, body, de) = (request["3"], defaults["1"], german["2"])
        #expect(
            result.stderr == """
                fcm.json:\(key.line):\(key.column): warning: 'chat_ended_body' has no ja text in the app's strings: a device set to ja shows the default text, from res/values [untranslated-loc-key]
                app/src/main/res/values/strings.xml:\(body.line):\(body.column): note: the default text is here; add its ja translation
                fcm.json:\(key.line):\(key.column): note: silence it for every one with 'warnings: {untranslated-loc-key: ignore}' or '--ignore untranslated-loc-key'
                fcm.json:\(key.line):\(key.column): error: the de text of 'chat_ended_body' has '%d', but FCM passes every 'body_loc_args' item as a string, which '%d' cannot format (Java throws IllegalFormatConversionException) [non-string-specifier]
                app/src/main/res/values-de/strings.xml:\(de.line):\(de.column): note: write '%s' in the text here

                """)
    }
}
