// Generated from Data/apple-intent-identifiers.txt by `ACTIONC_UPDATE_GOLDENS=1 swift test`. Do not edit.
// A test fails when this copy and the file drift apart.
// swift-format-ignore-file

enum EmbeddedIntentIdentifiers {
    static let list = #"""
# Apple's SiriKit intent identifier constants (Intents framework, INIntentIdentifiers.h;
# "Intent Class Identifiers" in Apple's documentation), which a category's
# `intentIdentifiers` may name. One per line, as Apple spells it; `#` starts a comment.
# Each constant's value is its intent's class name (INSendMessageIntentIdentifier is
# "INSendMessageIntent"). actionc embeds this file; a test keeps the copy in step.
#
# Calls
INStartAudioCallIntentIdentifier
INStartVideoCallIntentIdentifier
INSearchCallHistoryIntentIdentifier
INStartCallIntentIdentifier
INAnswerCallIntentIdentifier
INHangUpCallIntentIdentifier
# CarPlay
INSetAudioSourceInCarIntentIdentifier
INSetClimateSettingsInCarIntentIdentifier
INSetDefrosterSettingsInCarIntentIdentifier
INSetSeatSettingsInCarIntentIdentifier
INSetProfileInCarIntentIdentifier
INSaveProfileInCarIntentIdentifier
# Workouts
INStartWorkoutIntentIdentifier
INPauseWorkoutIntentIdentifier
INEndWorkoutIntentIdentifier
INCancelWorkoutIntentIdentifier
INResumeWorkoutIntentIdentifier
# Radio
INSetRadioStationIntentIdentifier
# Messages
INSendMessageIntentIdentifier
INSearchForMessagesIntentIdentifier
INSetMessageAttributeIntentIdentifier
# Payments
INSendPaymentIntentIdentifier
INRequestPaymentIntentIdentifier
# Photos
INSearchForPhotosIntentIdentifier
INStartPhotoPlaybackIntentIdentifier
# Ride booking
INListRideOptionsIntentIdentifier
INRequestRideIntentIdentifier
INGetRideStatusIntentIdentifier

"""#
}
