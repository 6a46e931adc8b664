import { ArrowRightIcon, LightbulbIcon, MicIcon } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { VoiceChat } from '@/features/tutor/components/voice-chat';
import { SUGGESTED_TOPICS } from '@/features/tutor/utils/topics';

export default function StudentEnrichmentRoute() {
  const navigate = useNavigate();
  const onAuthRequired = useCallback(
    () => void navigate(paths.auth.getHref(), { replace: true }),
    [navigate],
  );
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">AGI Assistant</h1>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          Enrichment through inquiry: ask big questions, follow your curiosity, and talk it through with your
          tutor.
        </p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <LightbulbIcon aria-hidden="true" className="size-5" />
              Inquiry Mode
            </CardTitle>
            <CardDescription>
              Type your questions and explore a topic step by step with the tutor.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={paths.studentTutor.getHref()}>
                Start Inquiry
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <MicIcon aria-hidden="true" className="size-5" />
              Voice Mode
            </CardTitle>
            <CardDescription>
              Ask your question out loud; the tutor answers and reads its answer to you.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <VoiceChat onAuthRequired={onAuthRequired} />
          </CardContent>
        </Card>
      </div>
      <section aria-labelledby="suggested-topics" className="grid gap-4">
        <h2 id="suggested-topics" className="text-2xl font-semibold">
          Suggested topics
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {SUGGESTED_TOPICS.map(({ topic, subject, description }) => (
            <li key={topic}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>{topic}</CardTitle>
                  <CardDescription>{description}</CardDescription>
                </CardHeader>
                <CardContent className="mt-auto">
                  <Button asChild variant="outline">
                    <Link
                      to={paths.studentTutor.getHref()}
                      state={{ topic, subject }}
                      aria-label={`Explore ${topic}`}
                    >
                      Explore
                      <ArrowRightIcon aria-hidden="true" />
                    </Link>
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
