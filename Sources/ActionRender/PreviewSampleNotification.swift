import ActionModel

/// The sample notification the preview draws above each category's buttons, in each Hive
/// language, so a column reads as a device set to that language shows it: a reviewer sees a
/// Thai label beside Thai text, and an Arabic card right to left throughout. A language
/// without a row here is shown in its nearest parent's (pt-BR in pt), else in English, marked
/// `data-fallback` as any fallback text is.
enum PreviewSampleNotification {
    static let appName = text(\.appName)
    /// The time iOS writes on a notification that has just arrived.
    static let time = text(\.time)
    static let title = text(\.title)
    static let body = text(\.body)

    private struct Row {
        /// Its language's identifier.
        var language: String
        var appName: String
        var time: String
        var title: String
        var body: String
    }

    private static let rows: [Row] = [
        Row(
            language: "en", appName: "App name", time: "now", title: "Notification title",
            body: "Press and hold to see the buttons."),
        Row(
            language: "ko", appName: "앱 이름", time: "지금", title: "알림 제목",
            body: "길게 누르면 버튼이 보입니다."),
        Row(
            language: "ja", appName: "アプリ名", time: "今", title: "通知のタイトル",
            body: "長押しするとボタンが表示されます。"),
        Row(
            language: "zh-Hans", appName: "应用名称", time: "现在", title: "通知标题",
            body: "按住即可查看按钮。"),
        Row(
            language: "zh-Hant", appName: "App 名稱", time: "現在", title: "通知標題",
            body: "按住即可查看按鈕。"),
        Row(
            language: "de", appName: "App-Name", time: "jetzt", title: "Mitteilungstitel",
            body: "Gedrückt halten, um die Tasten zu sehen."),
        Row(
            language: "fr", appName: "Nom de l’app", time: "maintenant", title: "Titre de la notification",
            body: "Maintenez appuyé pour voir les boutons."),
        Row(
            language: "ru", appName: "Название приложения", time: "сейчас", title: "Заголовок уведомления",
            body: "Нажмите и удерживайте, чтобы увидеть кнопки."),
        Row(
            language: "es", appName: "Nombre de la app", time: "ahora", title: "Título de la notificación",
            body: "Mantén pulsado para ver los botones."),
        Row(
            language: "pt", appName: "Nome do app", time: "agora", title: "Título da notificação",
            body: "Toque e segure para ver os botões."),
        Row(
            language: "id", appName: "Nama app", time: "sekarang", title: "Judul notifikasi",
            body: "Tekan lama untuk melihat tombol."),
        Row(
            language: "th", appName: "ชื่อแอป", time: "ตอนนี้", title: "หัวข้อการแจ้งเตือน",
            body: "แตะค้างไว้เพื่อดูปุ่ม"),
        Row(
            language: "vi", appName: "Tên ứng dụng", time: "bây giờ", title: "Tiêu đề thông báo",
            body: "Chạm và giữ để xem các nút."),
        Row(
            language: "it", appName: "Nome app", time: "ora", title: "Titolo della notifica",
            body: "Tieni premuto per vedere i pulsanti."),
        Row(
            language: "tr", appName: "Uygulama adı", time: "şimdi", title: "Bildirim başlığı",
            body: "Düğmeleri görmek için basılı tutun."),
        Row(
            language: "ar", appName: "اسم التطبيق", time: "الآن", title: "عنوان الإشعار",
            body: "اضغط مطولًا لرؤية الأزرار."),
    ]

    private static func text(_ field: KeyPath<Row, String>) -> LocalizedText {
        LocalizedText(rows.map { (Language(identifier: $0.language)!, $0[keyPath: field]) })
    }
}
