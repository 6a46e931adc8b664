import type { ModerationContext, ModerationResult } from './types.ts';

/** The crisis resources, said the same way everywhere. */
export const CRISIS_LINE = 'call or text 988 (the Suicide & Crisis Lifeline) in the US';
export const EMERGENCY_LINE = 'if you are in danger right now, call 911';
export const CHILDHELP_LINE = 'the Childhelp National Child Abuse Hotline at 1-800-422-4453 (call or text)';

type Level = 'young' | 'older';

function levelOf(grade: number | null): Level {
  return grade !== null && grade <= 2 ? 'young' : 'older';
}

type ReplyKey =
  | 'self_harm'
  | 'self_harm_check_in'
  | 'abuse'
  | 'violence_threat_high'
  | 'violence_reported'
  | 'violence_threat'
  | 'weapon_instructions'
  | 'sexual'
  | 'personal_information'
  | 'jailbreak'
  | 'do_my_work'
  | 'profanity'
  | 'insult'
  | 'self_harm_encouragement'
  | 'bullied'
  | 'hate'
  | 'substances'
  | 'assistant';

const REPLIES: Record<ReplyKey, Record<Level, string>> = {
  self_harm: {
    young:
      "I'm so sorry you feel this way. Your feelings are important, and so are you. I'm a learning helper, so I can't help with this, but I care about you. Please tell a grown-up you trust right now, like your mom or dad, your teacher or the school counselor. A grown-up can call or text 988 (the Suicide & Crisis Lifeline) to get help. If you are in danger right now, call 911.",
    older:
      "I'm really sorry you're going through this. What you're feeling matters, and you matter. I'm a tutor, so I can't help with this the way a person can, but I care about you and I want you to be safe. Please talk to a trusted adult right now: a parent, a teacher or your school counselor. You can also call or text 988 (the Suicide & Crisis Lifeline) in the US, any time, day or night. If you are in danger right now, call 911.",
  },
  self_harm_check_in: {
    young:
      "I want to check on you. Are you okay? If you ever feel sad or want to hurt yourself, please tell a grown-up you trust, like your mom or dad, your teacher or the school counselor. They want to help. If you're okay, let's keep learning together.",
    older:
      "I just want to check in: how are you doing? If something is weighing on you, or you've had thoughts of hurting yourself, please talk to a trusted adult, like a parent, a teacher or your school counselor. You can also call or text 988 (the Suicide & Crisis Lifeline) in the US, any time. If you're okay, we can keep going.",
  },
  abuse: {
    young:
      "Thank you for telling me. That sounds really scary, and it is not your fault. I'm a learning helper, so I can't help with this, but I care about you. Please tell a grown-up you trust right now, like your teacher, the school counselor or another grown-up who keeps you safe. A grown-up can call the Childhelp hotline at 1-800-422-4453. If you are in danger right now, call 911.",
    older:
      "Thank you for telling me. What you're describing is not okay, and it is not your fault. I'm a tutor, so I can't help with this the way a person can, but I care about you and I want you to be safe. Please talk to a trusted adult right now: a teacher, your school counselor or another adult you trust. You can also reach the Childhelp National Child Abuse Hotline at 1-800-422-4453 (call or text), or call or text 988 (the Suicide & Crisis Lifeline) in the US. If you are in danger right now, call 911.",
  },
  violence_threat_high: {
    young:
      "That sounds really serious. I'm a learning helper, so I can't help with this. Please tell a grown-up you trust right now, like your teacher or the school counselor. If someone is in danger right now, call 911.",
    older:
      "That sounds really serious, and I can't help with it. If you're feeling angry or overwhelmed, please talk to a trusted adult right now: a parent, a teacher or your school counselor. If you are struggling, you can call or text 988 (the Suicide & Crisis Lifeline) in the US. If anyone is in danger right now, call 911.",
  },
  violence_reported: {
    young:
      'Thank you for telling me. Please tell your teacher or another grown-up you trust right now, so they can keep everyone safe. If someone is in danger right now, call 911.',
    older:
      'Thank you for telling me. This is important: please tell a teacher, the principal or another trusted adult right now so they can keep everyone safe. If anyone is in danger right now, call 911.',
  },
  violence_threat: {
    young:
      "It sounds like you're really upset. Hurting someone is never okay. Let's take a deep breath together. A grown-up you trust can help with big feelings. When you're ready, let's keep learning.",
    older:
      "It sounds like you're really upset. Hurting someone is never okay, even when you're angry. Talking to a trusted adult can help. Let's take a breath and get back to learning when you're ready.",
  },
  weapon_instructions: {
    young:
      "I can't help with that. If you are worried about someone being hurt, please tell a grown-up you trust right away. Let's get back to learning.",
    older:
      "I can't help with that. If you're worried about someone's safety, please tell a trusted adult right away. Let's get back to learning.",
  },
  sexual: {
    young:
      "That's not something I can talk about. If something happened that made you feel uncomfortable or unsafe, please tell a grown-up you trust, like your mom or dad or your teacher. Let's get back to learning.",
    older:
      "That's not something I can talk about here. If something happened that made you feel uncomfortable or unsafe, please tell a trusted adult, like a parent, a teacher or your school counselor. Let's get back to learning.",
  },
  personal_information: {
    young:
      "Just a friendly reminder: please don't share things like your phone number, your address or your full name here. I've hidden it to keep you safe. Let's keep going!",
    older:
      "Just a friendly reminder: please don't share personal information like phone numbers, addresses, emails, account names or your full name here. I've hidden it to keep you safe. Let's keep going!",
  },
  jailbreak: {
    young: "I'm here to help you learn, so let's work through it together. What part should we start with?",
    older:
      "I'm here to help you learn, so let's work through it together. Which part would you like to start with?",
  },
  do_my_work: {
    young:
      "I can't do it for you, but I'm here to help you learn, so let's work through it together, one step at a time. What do you have so far?",
    older:
      "I can't do it for you, but I'm here to help you learn, so let's work through it together, one step at a time. What have you got so far, or which part is tricky?",
  },
  profanity: {
    young: "Let's use kind words. Now, back to learning!",
    older: "Let's keep our language school-friendly. Now, back to it!",
  },
  insult: {
    young: "Let's use kind words. Words can hurt people's feelings. Let's get back to learning!",
    older: "Let's keep things kind and respectful; words can really hurt. Let's get back to learning.",
  },
  self_harm_encouragement: {
    young:
      "Telling someone to hurt themselves can hurt them a lot. Please use kind words. Let's get back to learning.",
    older:
      "Telling someone to hurt themselves can do real harm, even as a joke. Let's keep things kind. If someone you know is struggling, please tell a trusted adult. Let's get back to learning.",
  },
  bullied: {
    young:
      "I'm sorry that is happening to you. No one should treat you that way, and it is not your fault. Please tell your teacher or a grown-up you trust so they can help. I'm here to keep learning with you.",
    older:
      "I'm sorry that's happening to you. No one deserves to be treated that way, and it's not your fault. Please tell a teacher, your school counselor or another adult you trust so they can help. I'm here to keep learning with you whenever you're ready.",
  },
  hate: {
    young:
      "Everyone deserves to be treated kindly, no matter who they are. Please use kind words. Let's get back to learning.",
    older:
      "Everyone deserves respect, whoever they are. Let's keep our words respectful. Let's get back to learning.",
  },
  substances: {
    young:
      "That's something to talk about with a grown-up you trust, like your mom or dad, your teacher or the school nurse. They can help keep you safe. Let's get back to learning.",
    older:
      "That's worth talking over with a trusted adult, like a parent, your school nurse or your school counselor; they can help you stay safe and healthy. I'm here for your schoolwork, so let's get back to it.",
  },
  assistant: {
    young: "Oops, let me try that again. Let's get back to our lesson.",
    older: "Sorry, let me try that again. Let's get back to our lesson.",
  },
};

function key(result: ModerationResult): ReplyKey {
  const kind = result.kind ?? '';
  switch (result.category) {
    case 'self_harm':
      return result.severity === 'high' ? 'self_harm' : 'self_harm_check_in';
    case 'violence':
      if (kind === 'reported_threat') return 'violence_reported';
      if (kind === 'weapon_instructions') return 'weapon_instructions';
      return result.severity === 'high' ? 'violence_threat_high' : 'violence_threat';
    case 'harassment':
      if (kind === 'bullied') return 'bullied';
      if (kind === 'self_harm_encouragement') return 'self_harm_encouragement';
      return 'insult';
    case 'jailbreak':
      return kind === 'do_my_work' ? 'do_my_work' : 'jailbreak';
    default:
      return result.category ?? 'profanity';
  }
}

/**
 * The text the tutor says instead of (or before) going on, for an action other than allow; null for allow.
 * For a tutor reply (role 'assistant') it is a neutral line the caller may put in place of the reply;
 * a redaction of a tutor reply needs no words (the caller uses redactedText).
 */
export function safeReply(result: ModerationResult, context: ModerationContext): string | null {
  if (!result.flagged || result.action === 'allow' || result.category === null) return null;
  const level = levelOf(context.grade);
  if (context.role === 'assistant') return result.action === 'redact' ? null : REPLIES.assistant[level];
  return REPLIES[key(result)][level];
}
