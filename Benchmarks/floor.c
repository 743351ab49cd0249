/*
 * The floor: the least work any tool must do to read a definitions file, with no tree,
 * no checks and no output. actionc is measured against it.
 *
 *   floor FILE          YAML (.yaml, .yml): pull every libyaml event and free it.
 *                       JSON (.json): one pass of a JSON tokenizer over the bytes.
 *   floor --libyaml FILE   libyaml events whatever the extension (JSON is YAML).
 *
 * Either way the whole file is read into memory first, as actionc reads it, and the
 * number of events or tokens is printed so the work cannot be optimized away.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

static unsigned char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); exit(74); }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *bytes = malloc(size > 0 ? (size_t)size : 1);
    if (!bytes || fread(bytes, 1, (size_t)size, file) != (size_t)size) { perror(path); exit(74); }
    fclose(file);
    *length = (size_t)size;
    return bytes;
}

static long libyaml_events(const unsigned char *bytes, size_t length) {
    yaml_parser_t parser;
    yaml_event_t event;
    long events = 0;
    if (!yaml_parser_initialize(&parser)) return -1;
    yaml_parser_set_input_string(&parser, bytes, length);
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "libyaml: %s\n", parser.problem ? parser.problem : "error");
            events = -1;
            break;
        }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    return events;
}

/* Strings (escapes skipped over), numbers and literals as one token each, punctuation
 * as one token each. Validates nothing beyond finding token ends: a lower bound. */
static long json_tokens(const unsigned char *bytes, size_t length) {
    long tokens = 0;
    size_t i = 0;
    while (i < length) {
        unsigned char c = bytes[i];
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t') { i++; continue; }
        tokens++;
        if (c == '"') {
            for (i++; i < length && bytes[i] != '"'; i++) {
                if (bytes[i] == '\\') i++;
            }
            i++;
        } else if (c == '{' || c == '}' || c == '[' || c == ']' || c == ':' || c == ',') {
            i++;
        } else {
            while (i < length && !strchr(" \n\r\t{}[]:,\"", bytes[i])) i++;
        }
    }
    return tokens;
}

int main(int argc, char **argv) {
    int force_libyaml = argc == 3 && strcmp(argv[1], "--libyaml") == 0;
    if (argc != 2 && !force_libyaml) {
        fprintf(stderr, "usage: floor [--libyaml] FILE\n");
        return 64;
    }
    const char *path = argv[argc - 1];
    size_t length;
    unsigned char *bytes = read_file(path, &length);
    size_t path_length = strlen(path);
    int is_json = path_length > 5 && strcmp(path + path_length - 5, ".json") == 0;
    long count = is_json && !force_libyaml ? json_tokens(bytes, length) : libyaml_events(bytes, length);
    free(bytes);
    if (count < 0) return 1;
    printf("%ld\n", count);
    return 0;
}
