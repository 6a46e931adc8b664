import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';

type AltchaElement = HTMLElement & { reset?: (state?: string) => void };

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

  // The widget's code (a custom element) loads once the form is on screen: the form paints without it, and
  // the element upgrades in place when its definition arrives.
  useEffect(() => {
    void import('altcha');
  }, []);

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
      <altcha-widget
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
