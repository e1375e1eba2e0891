import { makeStyles } from '@fluentui/react-components';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { afterFirstPaint } from './after-first-paint';

const useStyles = makeStyles({
  // Takes no box of its own: the header's and the rows' layouts see the control as if it were unwrapped.
  holder: { display: 'contents' },
});

/** False until the page's first useful paint is behind it (`afterFirstPaint`), then true. */
export function useFirstPaintBehind(): boolean {
  const [behind, setBehind] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstPaint().then(() => live && setBehind(true));
    return () => {
      live = false;
    };
  }, []);
  return behind;
}

interface Options {
  /**
   * A press on the placeholder before the component arrived is pressed again on the component: for a
   * menu's trigger, whose placeholder cannot open the menu itself. Leave it off where the placeholder
   * does the press's work itself.
   */
  replayPress?: boolean;
}

/**
 * A control whose code the first paint does not need (a menu, a tooltip): the page draws `Placeholder`,
 * the same control without its overlay, and the component takes its place once the first paint is behind
 * the page (`afterFirstPaint`) or as soon as the placeholder is used. Focus stays where it was, on the
 * component's first focusable element; a press made meanwhile is replayed if asked.
 */
export function drawnAfterFirstPaint<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Placeholder: ComponentType<P>,
  { replayPress = false }: Options = {},
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadNow = () => {
    loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // A chunk that failed to arrive (a dropped connection) is asked for again at the next use.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function DrawnAfterFirstPaint(props: P) {
    const styles = useStyles();
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const holder = useRef<HTMLSpanElement>(null);
    const pressed = useRef(false);
    const hadFocus = useRef(false);
    const live = useRef(true);
    // A press under way (pointer or key down, its click not yet come): the placeholder must stay until the
    // click, or the click would land on no element, the one it started on being gone.
    const pressing = useRef(false);
    const arrived = useRef<ComponentType<P> | null>(null);
    // Set between asking React for the component and its commit, when a press can still undo it.
    const onItsWay = useRef(false);

    const show = useCallback(() => {
      const component = arrived.current;
      if (!live.current || !component || pressing.current) return;
      hadFocus.current = holder.current?.contains(document.activeElement) ?? false;
      onItsWay.current = true;
      setComponent(() => component);
    }, []);

    const take = useCallback(() => {
      loadNow().then(
        (component) => {
          arrived.current = component;
          show();
        },
        // The placeholder stays usable: the page works on without the overlay, and the next use asks again.
        () => undefined,
      );
    }, [show]);

    const pressStarts = () => {
      if (Component || pressing.current) return;
      pressing.current = true;
      // The component asked for but not yet drawn waits too: both updates render as one, the placeholder.
      if (onItsWay.current) {
        onItsWay.current = false;
        setComponent(null);
      }
      const ends = ['click', 'pointercancel', 'keyup'] as const;
      const ended = () => {
        for (const end of ends) window.removeEventListener(end, ended);
        pressing.current = false;
        // After the click's own handlers, which the placeholder's press runs.
        setTimeout(show);
      };
      for (const end of ends) window.addEventListener(end, ended);
    };

    useEffect(() => {
      live.current = true;
      if (!Component) void afterFirstPaint().then(take);
      return () => {
        live.current = false;
      };
    }, [Component, take]);

    useLayoutEffect(() => {
      onItsWay.current = false;
      if (!Component || !(hadFocus.current || pressed.current)) return;
      const control = holder.current?.querySelector<HTMLElement>('button, a[href], [tabindex]');
      control?.focus();
      if (pressed.current) control?.click();
      pressed.current = false;
    }, [Component]);

    const wake = () => {
      if (Component) return;
      pressed.current = replayPress;
      take();
    };

    return (
      <span
        ref={holder}
        className={styles.holder}
        onClickCapture={wake}
        onPointerDownCapture={pressStarts}
        onKeyDownCapture={pressStarts}
        onFocusCapture={Component ? undefined : take}
        onPointerOver={Component ? undefined : take}
      >
        {Component ? <Component {...props} /> : <Placeholder {...props} />}
      </span>
    );
  }
  // Fetches the code now, so the next control drawn is the component from the start (a view test's
  // harness, which would otherwise race the swap with its first press).
  return Object.assign(DrawnAfterFirstPaint, { preload: loadNow });
}
