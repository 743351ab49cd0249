package androidx.core.app;

import android.app.PendingIntent;
import java.util.ArrayList;
import java.util.List;

/** Models https://developer.android.com/reference/androidx/core/app/NotificationCompat (only its Action). */
public class NotificationCompat {
    /**
     * Models https://developer.android.com/reference/androidx/core/app/NotificationCompat.Action
     * ({@code getIcon}, {@code getTitle}, {@code getActionIntent}, {@code getRemoteInputs},
     * {@code getShowsUserInterface}, {@code isAuthenticationRequired}).
     */
    public static class Action {
        private final int icon;
        private final CharSequence title;
        private final PendingIntent intent;
        private final RemoteInput[] remoteInputs;
        private final boolean showsUserInterface;
        private final boolean authenticationRequired;

        Action(int icon, CharSequence title, PendingIntent intent, RemoteInput[] remoteInputs,
                boolean showsUserInterface, boolean authenticationRequired) {
            this.icon = icon;
            this.title = title;
            this.intent = intent;
            this.remoteInputs = remoteInputs;
            this.showsUserInterface = showsUserInterface;
            this.authenticationRequired = authenticationRequired;
        }

        public int getIcon() {
            return icon;
        }

        public CharSequence getTitle() {
            return title;
        }

        public PendingIntent getActionIntent() {
            return intent;
        }

        public RemoteInput[] getRemoteInputs() {
            return remoteInputs;
        }

        public boolean getShowsUserInterface() {
            return showsUserInterface;
        }

        public boolean isAuthenticationRequired() {
            return authenticationRequired;
        }

        /**
         * Models https://developer.android.com/reference/androidx/core/app/NotificationCompat.Action.Builder
         * ({@code Builder(int, CharSequence, PendingIntent)}, {@code addRemoteInput},
         * {@code setShowsUserInterface}, {@code setAuthenticationRequired}, {@code build}).
         */
        public static final class Builder {
            private final int icon;
            private final CharSequence title;
            private final PendingIntent intent;
            private final List<RemoteInput> remoteInputs = new ArrayList<>();
            private boolean showsUserInterface = true;
            private boolean authenticationRequired;

            public Builder(int icon, CharSequence title, PendingIntent intent) {
                this.icon = icon;
                this.title = title;
                this.intent = intent;
            }

            public Builder addRemoteInput(RemoteInput remoteInput) {
                remoteInputs.add(remoteInput);
                return this;
            }

            public Builder setShowsUserInterface(boolean showsUserInterface) {
                this.showsUserInterface = showsUserInterface;
                return this;
            }

            public Builder setAuthenticationRequired(boolean authenticationRequired) {
                this.authenticationRequired = authenticationRequired;
                return this;
            }

            public Action build() {
                RemoteInput[] inputs = remoteInputs.isEmpty() ? null : remoteInputs.toArray(new RemoteInput[0]);
                return new Action(icon, title, intent, inputs, showsUserInterface, authenticationRequired);
            }
        }
    }
}
