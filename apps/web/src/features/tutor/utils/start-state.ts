import { AGENTS, DEFAULT_AGENT, type AgentId, type CurrentSession } from '@academy/shared';

/**
 * Navigation state the tutor accepts: from /subjects {tutorName, subject, specialized}, from /subject-tutors
 * and the dashboard {tutorName, subject}, from enrichment {topic, subject} (the topic is sent at once).
 */
export type TutorStartState = { tutorName?: string; subject?: string; specialized?: boolean; topic?: string };

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function parseStartState(state: unknown): TutorStartState {
  if (!state || typeof state !== 'object') return {};
  const record = state as Record<string, unknown>;
  return {
    tutorName: text(record.tutorName),
    subject: text(record.subject),
    specialized: record.specialized === true || record.specializedTutor === true ? true : undefined,
    topic: text(record.topic),
  };
}

/** The first message sent for a topic chosen on the enrichment page. */
export function topicMessage(topic: string): string {
  return `I'd like to explore ${topic}. Where should we start?`;
}

export type ChatSetup = {
  sessionId?: string;
  messages: { id: string; role: 'user' | 'assistant' | 'system'; content: string }[];
  agent: AgentId;
  subject?: string;
  tutorName?: string;
  topic?: string;
};

const isAgentLabel = (label: string) => AGENTS.some((agent) => agent.label === label);

/**
 * Restores the open session unless the page was opened for a topic, or for another subject or tutor
 * than the open session's (then a new session starts with the first message).
 */
export function chooseChatSetup(current: CurrentSession | undefined, start: TutorStartState): ChatSetup {
  const fresh: ChatSetup = {
    messages: [],
    agent: DEFAULT_AGENT,
    subject: start.subject,
    tutorName: start.tutorName,
    topic: start.topic,
  };
  const session = current?.session;
  if (!session || start.topic) return fresh;
  if (start.subject && start.subject !== session.subject) return fresh;
  if (start.tutorName && start.tutorName !== session.tutor) return fresh;
  return {
    sessionId: session.id,
    messages: current.messages.map(({ id, role, content }) => ({ id, role, content })),
    agent: session.agent,
    subject: start.subject ?? session.subject,
    // The agent's own label is the server's default tutor label: do not pin it for later sessions.
    tutorName: start.tutorName ?? (isAgentLabel(session.tutor) ? undefined : session.tutor),
  };
}
