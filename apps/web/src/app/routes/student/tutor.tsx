import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useProfile } from '@/features/auth/api/get-profile';
import { LearnerInfoDialog } from '@/features/tutor/components/learner-info-dialog';
import { TutorChat } from '@/features/tutor/components/tutor-chat';
import { parseStartState } from '@/features/tutor/utils/start-state';
import { useAuth } from '@/lib/auth';

export default function StudentTutorRoute() {
  const { user } = useAuth();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const profile = useProfile(user?.id);
  const start = parseStartState(state);

  // Once the enrichment topic has been sent, drop it from the history entry so a reload does not resend it.
  const onTopicSent = useCallback(() => {
    const { topic: _sent, ...rest } = parseStartState(state);
    void navigate(pathname, { replace: true, state: rest });
  }, [navigate, pathname, state]);
  const onAuthRequired = useCallback(
    () => void navigate(paths.auth.getHref(), { replace: true }),
    [navigate],
  );

  if (!user) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      {profile.data ? <LearnerInfoDialog profile={profile.data} /> : null}
      <TutorChat
        userId={user.id}
        profile={profile.data}
        start={start}
        onTopicSent={onTopicSent}
        onAuthRequired={onAuthRequired}
      />
    </div>
  );
}
