// Generated from Presets/*.yaml by `ACTIONC_UPDATE_GOLDENS=1 swift test`. Do not edit.
// A test fails when this copy and the file drift apart.
// swift-format-ignore-file

enum EmbeddedPresets {
    static let hive = #"""
# yaml-language-server: $schema=../Schemas/actionc-definitions.schema.json
# The nine default button sets of the Hive SDK, over its twelve actions.
# `presets: [hive]` in a definitions file pulls these in; actionc embeds this file.
#
# Titles: the labels the Hive SDK for iOS ships (PushActionLocalizables.strings), so a
# game shows what Hive shows. Where ours differ, Presets/README.md says which and why.
#
# Options, and why:
# - foreground: the button's work happens in the game (read a notice, claim a reward,
#   pay), so iOS launches the app when it is tapped.
# - authenticationRequired: spending money must not happen from a locked phone.
# - destructive: iOS draws the button in red; only for turning down something the
#   player cannot get back (a decision that is rejected is gone).
# Buttons without options (CLOSE_ID, CANCEL_ID, DECLINE_ID, HOLDING_ID) are answered
# in the background: nothing to show, so the game is not launched for them.
version: 1
languages: [ko, en, ja, zh-hans, zh-hant, de, fr, ru, es, pt, id, th, vi, it, tr, ar]
actions:
  CONFIRM_ID:
    title: {en: OK, ko: 확인, ja: OK, zh-hans: 确认, zh-hant: 確認, de: OK, fr: OK, ru: OK, es: Confirmar, pt: Confirmar, id: OK, th: ตกลง, vi: OK, it: Ok, tr: TAMAM, ar: موافق}
    options: [foreground]
  CLOSE_ID:
    title: {en: Close, ko: 닫기, ja: 閉じる, zh-hans: 关闭, zh-hant: 關閉, de: Schließen, fr: Fermer, ru: Закрыть, es: Cerrar, pt: Fechar, id: Tutup, th: ปิด, vi: Đóng, it: Chiudi, tr: Kapat, ar: إغلاق}
  EXECUTE_ID:
    title: {en: Run, ko: 실행, ja: 実行, zh-hans: 执行, zh-hant: 執行, de: Ausführen, fr: Exécuter, ru: Запустить, es: Ejecutar, pt: Executar, id: Jalankan, th: ดำเนินการ, vi: Kích Hoạt, it: Avvia, tr: Devam Et, ar: تنفيذ}
    options: [foreground]
  CANCEL_ID:
    title: {en: Cancel, ko: 취소, ja: キャンセル, zh-hans: 取消, zh-hant: 取消, de: Abbrechen, fr: Annuler, ru: Отменить, es: Cancelar, pt: Cancelar, id: Batal, th: ยกเลิก, vi: Hủy, it: Annulla, tr: İptal, ar: إلغاء}
  ACCEPT_ALL_ID:
    title: {en: Accept All, ko: 일괄 수락, ja: 一括承諾, zh-hans: 批量接受, zh-hant: 一鍵接受, de: Alle akzeptieren, fr: Tout accepter, ru: Принять все, es: Aceptar todo, pt: Aceitar tudo, id: Terima Semua, th: ยอมรับทั้งหมด, vi: Chấp Nhận Tất Cả, it: Accetta tutto, tr: Hepsini Kabul Et, ar: قبول الكل}
    options: [foreground]
  ACCEPT_NOW_ID:
    title: {en: Claim Now, ko: 지금 받기, ja: 今すぐ受け取る, zh-hans: 立即领取, zh-hant: 立即領取, de: Jetzt erhalten, fr: Recevoir maintenant, ru: Получить сейчас, es: Recibir ahora, pt: Obter agora, id: Klaim Sekarang, th: รับเลย, vi: Nhận Ngay, it: Prendi ora, tr: Şimdi Al, ar: استلام الآن}
    options: [foreground]
  PURCHASE_ID:
    title: {en: Purchase, ko: 구매하기, ja: 購入する, zh-hans: 购买, zh-hant: 購買, de: Kaufen, fr: Acheter, ru: Купить, es: Comprar, pt: Comprar, id: Beli, th: ซื้อ, vi: Mua, it: Compra, tr: Satın Al, ar: شراء}
    options: [foreground, authenticationRequired]
  DECLINE_ID:
    title: {en: Decline, ko: 거절하기, ja: 拒否する, zh-hans: 拒绝, zh-hant: 拒絕, de: Ablehnen, fr: Refuser, ru: Отклонить, es: Rechazar, pt: Recusar, id: Tolak, th: ปฏิเสธ, vi: Từ Chối, it: Rifiuta, tr: Reddet, ar: رفض}
  SALE_ID:
    title: {en: Sell, ko: 판매하기, ja: 販売する, zh-hans: 出售, zh-hant: 販售, de: Verkaufen, fr: Vendre, ru: Продать, es: Vender, pt: Vender, id: Jual, th: ขาย, vi: Bán, it: Vendi, tr: Sat, ar: بيع}
    options: [foreground]
  ACCEPT_ID:
    title: {en: Accept, ko: 수락, ja: 承諾, zh-hans: 接受, zh-hant: 接受, de: Akzeptieren, fr: Accepter, ru: Принять, es: Aceptar, pt: Aceitar, id: Terima, th: ยอมรับ, vi: Chấp Nhận, it: Accetta, tr: İzin Ver, ar: قبول}
    options: [foreground]
  REJECT_ID:
    title: {en: Decline, ko: 거절, ja: 拒否, zh-hans: 拒绝, zh-hant: 拒絕, de: Ablehnen, fr: Refuser, ru: Отклонить, es: Rechazar, pt: Recusar, id: Tolak, th: ปฏิเสธ, vi: Từ Chối, it: Rifiuta, tr: Reddet, ar: رفض}
    options: [destructive]
  HOLDING_ID:
    title: {en: Hold, ko: 보류, ja: 保留, zh-hans: 暂缓, zh-hant: 保留, de: Halten, fr: En attente, ru: Отложить, es: Pendiente, pt: Manter, id: Tahan, th: พักไว้, vi: Tạm Hoãn, it: Rimanda, tr: Tut, ar: الاختيار لاحقًا}
categories:
  INFO_CATEGORY: [CONFIRM_ID]
  CLOSE_CATEGORY: [CLOSE_ID]
  CONFIRM_CATEGORY: [CONFIRM_ID, CLOSE_ID]
  EXECUTE_CATEGORY: [EXECUTE_ID, CANCEL_ID]
  ACCEPT_ALL_CATEGORY: [ACCEPT_ALL_ID, CLOSE_ID]
  ACCEPT_NOW_CATEGORY: [ACCEPT_NOW_ID, CLOSE_ID]
  PURCHASE_CATEGORY: [PURCHASE_ID, DECLINE_ID]
  SALE_CATEGORY: [SALE_ID, DECLINE_ID]
  ACCEPT_DECISION_CATEGORY: [ACCEPT_ID, REJECT_ID, HOLDING_ID]

"""#
}
