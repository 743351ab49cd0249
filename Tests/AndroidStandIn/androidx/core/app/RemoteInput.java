package androidx.core.app;

import android.content.Intent;
import android.os.Bundle;

/**
 * Models https://developer.android.com/reference/androidx/core/app/RemoteInput
 * ({@code getResultKey}, {@code getLabel}, {@code getResultsFromIntent},
 * {@code addResultsToIntent}) and its Builder
 * (https://developer.android.com/reference/androidx/core/app/RemoteInput.Builder:
 * {@code Builder(String)}, {@code setLabel}, {@code build}). The results travel in one extra,
 * as Android's do in the intent's clip data.
 */
public final class RemoteInput {
    private static final String RESULTS_EXTRA = "android.remoteinput.resultsData";

    private final String resultKey;
    private final CharSequence label;

    private RemoteInput(String resultKey, CharSequence label) {
        this.resultKey = resultKey;
        this.label = label;
    }

    public String getResultKey() {
        return resultKey;
    }

    public CharSequence getLabel() {
        return label;
    }

    public static Bundle getResultsFromIntent(Intent intent) {
        return intent.getExtras().getBundle(RESULTS_EXTRA);
    }

    public static void addResultsToIntent(RemoteInput[] remoteInputs, Intent intent, Bundle results) {
        Bundle kept = new Bundle();
        for (RemoteInput input : remoteInputs) {
            kept.putCharSequence(input.getResultKey(), results.getCharSequence(input.getResultKey()));
        }
        Bundle extras = new Bundle();
        extras.putBundle(RESULTS_EXTRA, kept);
        intent.putExtras(extras);
    }

    public static final class Builder {
        private final String resultKey;
        private CharSequence label;

        public Builder(String resultKey) {
            this.resultKey = resultKey;
        }

        public Builder setLabel(CharSequence label) {
            this.label = label;
            return this;
        }

        public RemoteInput build() {
            return new RemoteInput(resultKey, label);
        }
    }
}
