package org.storagesim.devices.hdd.disksim;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads DiskSim 4.0 parameter files ({@code .parv}, {@code .diskspecs}, {@code .model}): top-level
 * blocks, {@code source FILE} inclusion (also as a value, {@code Model = source x.model}),
 * {@code instantiate [ names ] as TYPE}, and {@code topology} (skipped). Keys may contain spaces,
 * dots and parentheses; {@code #} starts a comment.
 */
public final class ParamParser {
    private final Map<String, ParamBlock> blocks = new LinkedHashMap<>();
    private final Map<String, String> instances = new LinkedHashMap<>();

    private Path file;
    private String text;
    private int pos;
    private int line;
    /** Index in {@code text} of the first character of the current line. */
    private int lineStart;

    /** Top-level blocks by name, from {@code start} and every file it sources. */
    public Map<String, ParamBlock> blocks() {
        return blocks;
    }

    /** Instance name → block name, from {@code instantiate} statements. */
    public Map<String, String> instances() {
        return instances;
    }

    public static ParamParser parse(Path start) {
        ParamParser p = new ParamParser();
        p.parseFile(start);
        return p;
    }

    private void parseFile(Path path) {
        Path savedFile = file;
        String savedText = text;
        int savedPos = pos;
        int savedLine = line;
        int savedLineStart = lineStart;
        String read;
        try {
            read = Files.readString(path, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new DiskSimFormatException(path, "cannot read it: " + e.getMessage());
        }
        file = path;
        text = read;
        pos = 0;
        line = 1;
        lineStart = 0;
        try {
            while (true) {
                skipSpace();
                if (pos >= text.length()) {
                    break;
                }
                topLevel();
            }
        } finally {
            file = savedFile;
            text = savedText;
            pos = savedPos;
            line = savedLine;
            lineStart = savedLineStart;
        }
    }

    private void topLevel() {
        skipSpace();
        ParamBlock.Position at = here();
        String word = word();
        switch (word) {
            case "source" -> {
                skipSpace();
                ParamBlock.Position nameAt = here();
                Path included = resolve(word());
                requireReadable(included, nameAt);
                parseFile(included);
            }
            case "instantiate" -> {
                List<Object> names = list(word, at);
                skipSpace();
                expectWord("as");
                String type = word();
                for (Object n : names) {
                    if (!(n instanceof ParamBlock.Scalar)) {
                        throw error("'instantiate' takes a list of names");
                    }
                    instances.put(n.toString(), type);
                }
            }
            case "topology" -> {
                word();
                word();
                list(word, at);
            }
            default -> {
                String name = word();
                skipSpace();
                ParamBlock b = block(word, name, at);
                blocks.put(name, b);
            }
        }
    }

    private static void requireReadable(Path file, ParamBlock.Position namedAt) {
        if (!Files.isReadable(file)) {
            throw new DiskSimFormatException(namedAt, "cannot read the sourced file " + file);
        }
    }

    /**
     * A sourced file, beside this one, its path written the way this one's was, so that messages
     * show paths as the user gave them.
     */
    private Path resolve(String name) {
        return file.resolveSibling(name);
    }

    private ParamBlock block(String type, String name, ParamBlock.Position at) {
        expect('{');
        List<ParamBlock.Param> params = new ArrayList<>();
        while (true) {
            skipSpace();
            if (peek() == '}') {
                pos++;
                break;
            }
            if (peek() == ',') {
                pos++;
                continue;
            }
            ParamBlock.Position keyAt = here();
            int eq = text.indexOf('=', pos);
            int close = text.indexOf('}', pos);
            if (eq < 0 || (close >= 0 && close < eq)) {
                throw error("expected 'name = value' inside block " + name);
            }
            String key = text.substring(pos, eq).trim();
            advanceTo(eq + 1);
            skipSpace();
            ParamBlock.Position valueAt = here();
            params.add(new ParamBlock.Param(key, value(key, keyAt), keyAt, valueAt));
        }
        return new ParamBlock(type, name, params, at);
    }

    /** The value of {@code owner} (a parameter, or a list's keyword), which is at {@code ownerAt}. */
    private Object value(String owner, ParamBlock.Position ownerAt) {
        skipSpace();
        char c = peek();
        if (c == '[') {
            return list(owner, ownerAt);
        }
        ParamBlock.Position at = here();
        String scalar = scalar();
        if (scalar.isEmpty()) {
            throw new DiskSimFormatException(ownerAt, "'" + owner + "' has no value; allowed: 'name = value'"
                    + " (a number, a name, a list [...] or a block {...})");
        }
        skipSpace();
        if (peek() == '{') {
            return block(scalar, "", at);
        }
        if (scalar.startsWith("source ")) {
            Path included = resolve(scalar.substring(7).trim());
            requireReadable(included, at);
            ParamParser inner = ParamParser.parse(included);
            if (inner.blocks.isEmpty()) {
                throw new DiskSimFormatException(included, "no parameter block in sourced file");
            }
            blocks.putAll(inner.blocks);
            return inner.blocks.values().iterator().next();
        }
        return new ParamBlock.Scalar(scalar, at);
    }

    private List<Object> list(String owner, ParamBlock.Position ownerAt) {
        skipSpace();
        expect('[');
        List<Object> items = new ArrayList<>();
        while (true) {
            skipSpace();
            char c = peek();
            if (c == ']') {
                pos++;
                return items;
            }
            if (c == ',') {
                pos++;
                continue;
            }
            items.add(value(owner, ownerAt));
        }
    }

    /** Text up to a comma, brace, bracket, comment or end of line (empty if none); an identifier before '{' stops there. */
    private String scalar() {
        int start = pos;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == ',' || c == '}' || c == ']' || c == '#' || c == '\n' || c == '{' || c == '[') {
                break;
            }
            pos++;
        }
        return text.substring(start, pos).trim();
    }

    private String word() {
        skipSpace();
        int start = pos;
        while (pos < text.length() && !Character.isWhitespace(text.charAt(pos)) && "{}[],#".indexOf(text.charAt(pos)) < 0) {
            pos++;
        }
        if (start == pos) {
            throw error("expected a name");
        }
        return text.substring(start, pos);
    }

    private void expectWord(String w) {
        String got = word();
        if (!got.equals(w)) {
            throw error("expected '" + w + "' but found '" + got + "'");
        }
    }

    private void expect(char c) {
        skipSpace();
        if (peek() != c) {
            throw error("expected '" + c + "'");
        }
        pos++;
    }

    private char peek() {
        if (pos >= text.length()) {
            throw error("unexpected end of file");
        }
        return text.charAt(pos);
    }

    private void advanceTo(int target) {
        for (int i = pos; i < target; i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        pos = target;
    }

    private void skipSpace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '#') {
                while (pos < text.length() && text.charAt(pos) != '\n') {
                    pos++;
                }
            } else if (Character.isWhitespace(c)) {
                if (c == '\n') {
                    line++;
                    lineStart = pos + 1;
                }
                pos++;
            } else {
                break;
            }
        }
    }

    /** Where the parser stands now. */
    private ParamBlock.Position here() {
        return new ParamBlock.Position(file, line, pos - lineStart + 1);
    }

    private DiskSimFormatException error(String message) {
        return new DiskSimFormatException(here(), message);
    }
}
