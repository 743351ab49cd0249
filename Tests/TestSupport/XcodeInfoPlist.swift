/// Info.plist files as Xcode writes them: the XML header, Apple's DOCTYPE, tab
/// indentation, keys in the order Xcode sorts them.
public enum XcodeInfoPlist {
    public enum CategoryValue {
        /// One id, as Xcode's template writes `UNNotificationExtensionCategory`.
        case string(String)
        case array([String])
    }

    /// The Info.plist of a Notification Content Extension target, as Xcode's template
    /// makes it, with `categories` as the `UNNotificationExtensionCategory` value.
    /// Ids are written as given, so markers (`1️⃣`) placed in them stay in the text.
    public static func contentExtension(
        _ categories: CategoryValue,
        extensionPoint: String = "com.apple.usernotifications.content-extension"
    ) -> String {
        let value: String
        switch categories {
        case .string(let id):
            value = "\t\t\t<string>\(id)</string>\n"
        case .array(let ids):
            value =
                "\t\t\t<array>\n" + ids.map { "\t\t\t\t<string>\($0)</string>\n" }.joined()
                + "\t\t\t</array>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>NSExtension</key>
            \t<dict>
            \t\t<key>NSExtensionAttributes</key>
            \t\t<dict>
            \t\t\t<key>UNNotificationExtensionCategory</key>

            """ + value + """
                \t\t\t<key>UNNotificationExtensionInitialContentSizeRatio</key>
                \t\t\t<real>1</real>
                \t\t</dict>
                \t\t<key>NSExtensionMainStoryboard</key>
                \t\t<string>MainInterface</string>
                \t\t<key>NSExtensionPointIdentifier</key>
                \t\t<string>\(extensionPoint)</string>
                \t</dict>
                </dict>
                </plist>

                """
    }
}
