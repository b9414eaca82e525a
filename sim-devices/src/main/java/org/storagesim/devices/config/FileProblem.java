package org.storagesim.devices.config;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import java.io.IOException;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A problem at a place in a configuration file, said as {@code FILE:LINE:COLUMN: key 'K': problem}.
 *
 * @param key the key the problem is about, or "" when it concerns the document
 */
public record FileProblem(Path file, LocationIndex.Position at, String key, String problem) {
    private static final Pattern DUPLICATE = Pattern.compile("Duplicate field '([^']*)'");
    /** How the YAML parser refuses YAML's own not-a-number and infinities, which no setting takes. */
    private static final Pattern NON_FINITE = Pattern.compile("Malformed numeric value '([-+]?\\.(?:nan|NaN|NAN|inf|Inf|INF))'");
    /** How the JSON parser refuses JavaScript's NaN and infinities (saying which Jackson feature would take them). */
    private static final Pattern JSON_NON_FINITE = Pattern.compile("Non-standard token '(NaN|[-+]?Infinity)'");
    private static final Pattern JACKSON_SOURCE = Pattern.compile("\\[Source: [^\\]]*?; line: (\\d+), column: (\\d+)\\]");

    /**
     * A file that does not parse: where the parser stopped, the key when a map repeats one, and what
     * is wrong without the parser's own location lines and source excerpts.
     */
    public static FileProblem syntax(Path file, IOException e) {
        return syntax(file, e, file.toString().endsWith(".json") ? "JSON" : "YAML");
    }

    /** As {@link #syntax(Path, IOException)}, for a file whose format ("JSON", "YAML") its name does not tell. */
    public static FileProblem syntax(Path file, IOException e, String format) {
        LocationIndex.Position at = e instanceof JsonProcessingException jpe
                ? LocationIndex.position(jpe.getLocation()) : new LocationIndex.Position(1, 1);
        String message = e instanceof JsonProcessingException jpe ? jpe.getOriginalMessage() : e.getMessage();
        Matcher duplicate = DUPLICATE.matcher(message);
        if (duplicate.find()) {
            return new FileProblem(file, at, duplicate.group(1), "appears twice in the same map; allowed: each key once");
        }
        Matcher nonFinite = NON_FINITE.matcher(message);
        if (nonFinite.find()) {
            // The parser stops at the end of the value; the value's start is where a reader looks.
            String key = "";
            if (e instanceof JsonProcessingException jpe && jpe.getProcessor() instanceof JsonParser parser) {
                at = LocationIndex.position(parser.currentTokenLocation());
                key = keyOf(parser.getParsingContext());
            }
            return notFinite(file, at, key, nonFinite.group(1));
        }
        Matcher jsonNonFinite = JSON_NON_FINITE.matcher(message);
        if (jsonNonFinite.find()) {
            // The parser stops at the end of the token, which no line break splits; the key is the
            // one whose value it is (the token is none yet, so the context is still the key's).
            String token = jsonNonFinite.group(1);
            at = new LocationIndex.Position(at.line(), Math.max(1, at.column() - token.length()));
            String key = e instanceof JsonProcessingException jpe && jpe.getProcessor() instanceof JsonParser parser
                    ? keyOf(parser.getParsingContext()) : "";
            return notFinite(file, at, key, token);
        }
        return new FileProblem(file, at, "", "not valid " + format + ": " + headline(message));
    }

    private static FileProblem notFinite(Path file, LocationIndex.Position at, String key, String written) {
        return new FileProblem(file, at, key, "'" + written + "' is not a finite number; allowed: a number"
                + " such as 4, 0.5 or 1e-3, with a unit where the setting takes one");
    }

    /** The key whose value the parser is in (through a list, the list's key), or "" at the top. */
    private static String keyOf(JsonStreamContext context) {
        JsonStreamContext map = context.inArray() ? context.getParent() : context;
        return map != null && map.getCurrentName() != null ? map.getCurrentName() : "";
    }

    public String message() {
        return file + ":" + at.line() + ":" + at.column() + ": " + keyed(key, problem);
    }

    /** {@code problem} after the key it concerns, {@code key 'K': problem}; alone when the key is "". */
    static String keyed(String key, String problem) {
        return key.isEmpty() ? problem : "key '" + key + "': " + problem;
    }

    /**
     * The parser's message without its own location lines and source excerpts (SnakeYAML's), and
     * with Jackson's "[Source: ...; line: L, column: C]" said as "line L, column C".
     */
    private static String headline(String message) {
        String lines = String.join(": ", message.lines().filter(l -> !l.isBlank() && !Character.isWhitespace(l.charAt(0)))
                .toList());
        return JACKSON_SOURCE.matcher(lines).replaceAll("line $1, column $2");
    }
}
