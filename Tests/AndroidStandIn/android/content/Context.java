package android.content;

/**
 * Models https://developer.android.com/reference/android/content/Context
 * ({@code getString(int)}). Abstract here, and {@code getString} with it, so that a test
 * supplies the resources of one language; Android's is final and reads the app's resources.
 */
public abstract class Context {
    public abstract String getString(int resId);
}
