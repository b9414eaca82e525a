package org.storagesim.scenarios;

/**
 * Bad input from the user (a scenario file, an argument, a missing file): the message says what
 * is wrong and what is allowed, and the {@code sim} command prints it as is and exits with 2.
 */
public class InputException extends RuntimeException {
    public InputException(String message) {
        super(message);
    }

    public InputException(String message, Throwable cause) {
        super(message, cause);
    }
}
