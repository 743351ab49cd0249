/// The preview page's script: the language switcher. It shows one language's column (or
/// all of them), and keeps the choice in the address as `#language=CODE` so a link or a
/// reload opens the same view. The page is complete without it.
enum PreviewPageScript {
    static func print(into printer: inout CodePrinter) {
        printer.block("(function () {", "})();") { printer in
            printer.lines([
                "\"use strict\";",
                "var root = document.documentElement;",
                "var buttons = Array.prototype.slice.call(document.querySelectorAll(\".language-switcher button\"));",
                "var cells = Array.prototype.slice.call(document.querySelectorAll(\"[data-language], [data-column]\"));",
                "var codes = buttons.map(function (button) { return button.getAttribute(\"data-show\"); });",
            ])
            printer.block("function show(code) {") { printer in
                printer.line("root.classList.toggle(\"single\", code !== \"\");")
                printer.block("cells.forEach(function (cell) {", "});") { printer in
                    printer.line(
                        "var language = cell.getAttribute(\"data-language\") || cell.getAttribute(\"data-column\");"
                    )
                    printer.line("cell.hidden = code !== \"\" && language !== code;")
                }
                printer.block("buttons.forEach(function (button) {", "});") { printer in
                    printer.line(
                        "button.setAttribute(\"aria-pressed\", String(button.getAttribute(\"data-show\") === code));"
                    )
                }
            }
            // A category's anchor (#category-ID) leaves the language as it is.
            printer.block("function requested() {") { printer in
                printer.line("var match = /^#language=(.*)$/.exec(location.hash);")
                printer.line("if (!match) { return null; }")
                printer.line("var code = decodeURIComponent(match[1]);")
                printer.line("return codes.indexOf(code) >= 0 ? code : \"\";")
            }
            printer.block("buttons.forEach(function (button) {", "});") { printer in
                printer.block("button.addEventListener(\"click\", function () {", "});") { printer in
                    printer.line("var code = button.getAttribute(\"data-show\");")
                    printer.line("show(code);")
                    printer.line(
                        "var address = location.pathname + location.search + (code ? \"#language=\" + code : \"\");"
                    )
                    // Opened from a file, some browsers refuse to touch the history.
                    printer.line("try { history.replaceState(null, \"\", address); } catch (error) {}")
                }
            }
            printer.block("window.addEventListener(\"hashchange\", function () {", "});") { printer in
                printer.line("var code = requested();")
                printer.line("if (code !== null) { show(code); }")
            }
            printer.line("show(requested() || \"\");")
            printer.line("root.setAttribute(\"data-script\", \"ready\");")
        }
    }
}
