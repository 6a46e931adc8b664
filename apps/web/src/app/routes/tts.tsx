import { TtsDemo } from '@/features/speech/components/tts-demo';

export default function TtsRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Text-to-Speech Support</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Any passage, instruction or explanation can be read aloud, sentence by sentence, with the sentence
        being read highlighted. Reading happens in your browser with the voices installed on your device.
      </p>
      <TtsDemo />
    </div>
  );
}
