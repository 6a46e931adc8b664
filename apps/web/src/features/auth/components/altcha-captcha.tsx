import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';

type AltchaElement = HTMLElement & { reset?: (state?: string) => void; verify?: () => Promise<void> };

const WIDGET = 'altcha-widget';
let widgetCode: Promise<unknown> | null = null;

/**
 * Loads the widget's code (a custom element, about 24 KB compressed, and a long task to start) once. The sign-in
 * form asks for it when the visitor starts on the form: the page itself becomes usable without it.
 */
export function loadCaptchaWidget(): Promise<unknown> {
  widgetCode ??= import('altcha');
  return widgetCode;
}

const isDefined = () => typeof customElements !== 'undefined' && customElements.get(WIDGET) !== undefined;

// The `altcha-widget` JSX intrinsic element is declared by the package itself (global React.JSX in
// altcha/dist/altcha.d.ts); a second declaration here would conflict with it.

export type CaptchaHandle = { reset: () => void };

type StateChangeDetail = { state?: string; payload?: string };

/**
 * The ALTCHA proof-of-work widget (protocol v1). The challenge comes from our own server, so no third-party
 * script is loaded. `onToken` gets the payload when verified and null when it expires or fails.
 */
export function AltchaCaptcha({
  onToken,
  ref,
}: {
  onToken: (token: string | null) => void;
  ref?: Ref<CaptchaHandle>;
}) {
  const widgetRef = useRef<AltchaElement>(null);
  const placeholderId = useId();
  const [ready, setReady] = useState(isDefined);
  const [starting, setStarting] = useState(false);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useImperativeHandle(ref, () => ({
    reset: () => {
      widgetRef.current?.reset?.();
      onTokenRef.current(null);
    },
  }));

  // The element upgrades in place when its definition arrives; until then a stand-in with the same label
  // and size shows, and ticking it loads the widget and starts the verification.
  useEffect(() => {
    if (ready) return;
    let active = true;
    void customElements.whenDefined(WIDGET).then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [ready]);

  useEffect(() => {
    if (ready && starting) void widgetRef.current?.verify?.();
  }, [ready, starting]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      if (detail?.state === 'verified' && detail.payload) onTokenRef.current(detail.payload);
      else onTokenRef.current(null);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  return (
    // The space the widget takes once defined (48.4 px), reserved so that its arrival shifts nothing.
    <div data-testid="captcha" className="min-h-[49px]">
      {ready ? null : (
        <div className="flex h-[48px] max-w-[260px] items-center gap-2 rounded-[3px] border bg-background px-3 text-sm">
          <input
            id={placeholderId}
            type="checkbox"
            className="size-5"
            checked={starting}
            disabled={starting}
            onChange={() => {
              setStarting(true);
              void loadCaptchaWidget();
            }}
          />
          <label htmlFor={placeholderId}>I&apos;m not a robot</label>
        </div>
      )}
      <altcha-widget
        // Hidden, and so out of the accessibility tree, until it is defined and can be used.
        style={ready ? undefined : { display: 'none' }}
        ref={widgetRef}
        challengeurl="/auth/v1/captcha"
        credentials="same-origin"
        hidefooter
        hidelogo
        name="captcha_token"
      />
    </div>
  );
}
