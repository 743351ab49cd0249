package android.content;

import android.os.Bundle;

/**
 * Models https://developer.android.com/reference/android/content/Intent: an action and
 * string extras ({@code Intent(String)}, {@code getAction()}, {@code putExtra(String, String)},
 * {@code getStringExtra(String)}, {@code getExtras()}).
 */
public class Intent {
    private final String action;
    private final Bundle extras = new Bundle();

    public Intent(String action) {
        this.action = action;
    }

    public String getAction() {
        return action;
    }

    public Intent putExtra(String name, String value) {
        extras.putString(name, value);
        return this;
    }

    public Intent putExtras(Bundle bundle) {
        extras.putAll(bundle);
        return this;
    }

    public String getStringExtra(String name) {
        return extras.getString(name);
    }

    public Bundle getExtras() {
        return extras;
    }
}
