// The program AndroidToolTests runs against PushActions.kt and aapt2's R.java, on the
// stand-in classes: every category's buttons built in three languages, then taps routed back,
// a text reply included. It prints what it saw, one fact a line, for the test's golden.

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.os.Bundle
import androidx.core.app.RemoteInput
import com.example.game.PushActions
import java.io.File

/** The string resources of one configuration as `aapt2 dump resources` prints it (`es-r419`), from the test's table. */
class Resources(private val table: List<List<String>>, private val configuration: String) : Context() {
    override fun getString(resId: Int): String {
        val row = table.firstOrNull { it[0].toInt() == resId && it[1] == configuration }
            ?: error("no string 0x${Integer.toHexString(resId)} in ($configuration)")
        return unescaped(row[2])
    }
}

/** The table's `\\`, `\n` and `\t` read back, left to right. */
fun unescaped(text: String): String {
    val result = StringBuilder()
    var index = 0
    while (index < text.length) {
        val character = text[index]
        if (character == '\\' && index + 1 < text.length) {
            result.append(
                when (text[index + 1]) {
                    'n' -> '\n'
                    't' -> '\t'
                    else -> text[index + 1]
                }
            )
            index += 2
        } else {
            result.append(character)
            index += 1
        }
    }
    return result.toString()
}

fun visible(text: CharSequence?): String =
    text?.toString()?.replace("\\", "\\\\")?.replace("\n", "\\n")?.replace("\t", "\\t") ?: "-"

fun main(args: Array<String>) {
    val table = File(args[0]).readLines().map { it.split("\t") }
    for (configuration in listOf("", "de", "es-r419")) {
        val context = Resources(table, configuration)
        for (category in PushActions.Category.values()) {
            val made = mutableListOf<PendingIntent>()
            val actions = category.notificationActions(context) { action, intent ->
                val flags = if (action.textInputButtonRes != null) PendingIntent.FLAG_MUTABLE else PendingIntent.FLAG_IMMUTABLE
                val pending =
                    if (action.opensApp) PendingIntent.getActivity(context, 0, intent, flags)
                    else PendingIntent.getBroadcast(context, 0, intent, flags)
                made.add(pending)
                pending
            }
            for ((index, button) in actions.withIndex()) {
                val pending = button.actionIntent
                val inputs = button.remoteInputs
                println(
                    "($configuration) ${category.id} #${index + 1}: \"${visible(button.title)}\"" +
                        " ${pending.kind}${if (pending.flags == PendingIntent.FLAG_MUTABLE) " mutable" else ""}" +
                        (if (button.showsUserInterface) " opens-app" else "") +
                        (if (button.isAuthenticationRequired) " authentication" else "") +
                        (if (button.icon != 0) " icon" else "") +
                        (if (inputs != null) " input \"${visible(inputs[0].label)}\"" else "") +
                        " intent ${pending.intent.action}"
                )
                check(pending === made[index])
                val intent = pending.intent
                if (inputs != null) {
                    val results = Bundle()
                    results.putCharSequence(inputs[0].resultKey, "On my way ✓ \"now\"")
                    RemoteInput.addResultsToIntent(inputs, intent, results)
                }
                val response = PushActions.Response.from(intent) ?: error("a tap on ${category.id} not routed")
                check(response.category == category && response.action == category.actions[index])
                println("  tap -> ${response.action} in ${response.category}, text ${visible(response.text)}")
            }
        }
    }
    println("another SDK's tap -> ${PushActions.Response.from(Intent("com.other.TAP").putExtra("id", "REPLY_ID"))}")
    println("fromData -> ${PushActions.Category.fromData(mapOf("category" to "CHAT_CATEGORY"))}")
    println("fromData, own key -> ${PushActions.Category.fromData(mapOf("type" to "QUOTING_CATEGORY"), "type")}")
    println("fromId(\"nope\") -> ${PushActions.Action.fromId("nope")}")
}
