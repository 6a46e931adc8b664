import { usePreferences } from '@/features/progress/api/preferences';
import { useAuth } from '@/lib/auth';

/** Loads the signed-in user's saved speech speed, so that every read-aloud uses it. Renders nothing. */
export function SpeechPreferencesSync() {
  const { user } = useAuth();
  usePreferences(user?.id);
  return null;
}
