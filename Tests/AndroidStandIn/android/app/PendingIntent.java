package android.app;

import android.content.Context;
import android.content.Intent;

/**
 * Models https://developer.android.com/reference/android/app/PendingIntent
 * ({@code getActivity}, {@code getBroadcast}, {@code FLAG_IMMUTABLE}, {@code FLAG_MUTABLE}).
 * Android's hands the intent to the system; this one keeps it, with how it was made, for a
 * test to read back ({@code intent}, {@code kind}, {@code flags} are not Android's API).
 */
public final class PendingIntent {
    public static final int FLAG_IMMUTABLE = 67108864;
    public static final int FLAG_MUTABLE = 33554432;

    public final Intent intent;
    public final String kind;
    public final int flags;

    private PendingIntent(Intent intent, String kind, int flags) {
        this.intent = intent;
        this.kind = kind;
        this.flags = flags;
    }

    public static PendingIntent getActivity(Context context, int requestCode, Intent intent, int flags) {
        return new PendingIntent(intent, "activity", flags);
    }

    public static PendingIntent getBroadcast(Context context, int requestCode, Intent intent, int flags) {
        return new PendingIntent(intent, "broadcast", flags);
    }
}
