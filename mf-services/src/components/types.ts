/** Content records shared by several services pages (each page's content module uses them). */
import type { IconCardItem, PageAction } from '@site/ui';

/** A link to another page: internal paths only (client-side navigation). */
export type ServiceLink = PageAction;

/** A titled item with an icon: capabilities, outcomes, expertise areas, principles. */
export type IconItem = IconCardItem;

/** A measured figure: `value` is the big number, `label` completes it ("15x" + "speedup vs CPU"). */
export interface Metric {
  value: string;
  label: string;
  /** Small context line (hardware, conditions). */
  hint?: string;
}

/** One numbered step of a method (optimisation process, delivery approach). */
export interface Step {
  title: string;
  description: string;
  /** Tools or outputs of the step, shown as small badges. */
  tags?: readonly string[];
}

/** One line of a terminal sample. `prompt` lines are commands; the others are output. */
export interface TerminalLine {
  kind: 'prompt' | 'output' | 'comment' | 'success' | 'accent';
  text: string;
}

/** Hero content shared by the services pages. */
export interface HeroContent {
  badge: string;
  title: string;
  subtitle: string;
  primary: ServiceLink;
  secondary?: ServiceLink;
}

/** Closing call to action. */
export interface CtaContent {
  title: string;
  description: string;
  primary: ServiceLink;
  secondary?: ServiceLink;
}
