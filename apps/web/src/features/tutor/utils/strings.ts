/** User-facing strings of the tutor pages, spelled exactly as the product shows them. */
export const TUTOR_STRINGS = {
  thinking: 'Thinking...',
  authRequiredTitle: 'Authentication required',
  authRequired: 'Please sign in to use the tutor.',
  errorTitle: 'Error',
  noResponseBody: 'No response body',
  sendFailed: 'Failed to send message',
  infoSavedTitle: 'Information saved!',
  infoSaved: "We've personalized your experience.",
  infoSaveError: 'Error saving information',
  startVoiceChat: 'Start Voice Chat',
  stopListening: 'Stop Listening',
  listening: 'Listening... Speak your question now',
  noSpeechRecognition:
    'Voice chat needs a browser with speech recognition, such as Chrome or Edge. You can still type your question in Inquiry Mode.',
  speechNotSupported: 'Speech synthesis not supported',
} as const;
