package android.os;

import java.util.HashMap;
import java.util.Map;

/**
 * Models https://developer.android.com/reference/android/os/Bundle: strings, char sequences
 * and bundles by key ({@code putString}, {@code getString}, {@code putCharSequence},
 * {@code getCharSequence}, {@code putBundle}, {@code getBundle}, {@code putAll}).
 */
public final class Bundle {
    private final Map<String, Object> values = new HashMap<>();

    public void putString(String key, String value) {
        values.put(key, value);
    }

    public String getString(String key) {
        Object value = values.get(key);
        return value instanceof String ? (String) value : null;
    }

    public void putCharSequence(String key, CharSequence value) {
        values.put(key, value);
    }

    public CharSequence getCharSequence(String key) {
        Object value = values.get(key);
        return value instanceof CharSequence ? (CharSequence) value : null;
    }

    public void putBundle(String key, Bundle value) {
        values.put(key, value);
    }

    public Bundle getBundle(String key) {
        Object value = values.get(key);
        return value instanceof Bundle ? (Bundle) value : null;
    }

    public void putAll(Bundle bundle) {
        values.putAll(bundle.values);
    }
}
