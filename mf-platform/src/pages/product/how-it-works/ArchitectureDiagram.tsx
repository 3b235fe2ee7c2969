import { useEffect, useState } from 'react';
import { ArrowDown, ArrowRight, Pause, Play } from 'lucide-react';
import { cn } from '@site/ui';
import {
  DIAGRAM_CONTROL_PLANE_ID,
  DIAGRAM_NODES,
  DIAGRAM_STEP_INTERVAL_MS,
  DIAGRAM_STEPS,
  DIAGRAM_ZONES,
  type DiagramNode,
} from './how-it-works.content';

const NODES_BY_ID = new Map(DIAGRAM_NODES.map((node) => [node.id, node]));

function nodeById(id: string): DiagramNode {
  const node = NODES_BY_ID.get(id);
  if (!node) throw new Error(`Unknown diagram node ${id}`);
  return node;
}

interface NodeBoxProps {
  node: DiagramNode;
  /** Part of the animation's current step. */
  active: boolean;
  /** Under the pointer or keyboard focus. */
  highlighted: boolean;
  onHighlight: (id: string | null) => void;
}

function NodeBox({ node, active, highlighted, onHighlight }: NodeBoxProps) {
  const Icon = node.icon;
  const descriptionId = `diagram-node-${node.id}-detail`;
  return (
    <div>
      <button
        type="button"
        data-node={node.id}
        data-highlighted={highlighted ? 'true' : 'false'}
        data-active={active ? 'true' : 'false'}
        aria-describedby={descriptionId}
        onMouseEnter={() => onHighlight(node.id)}
        onMouseLeave={() => onHighlight(null)}
        onFocus={() => onHighlight(node.id)}
        onBlur={() => onHighlight(null)}
        onClick={() => onHighlight(node.id)}
        className={cn(
          'flex w-full items-start gap-3 rounded-xl border p-3 text-left transition-[border-color,background-color,box-shadow,opacity] duration-300 sm:p-4',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          highlighted
            ? 'border-cyber-cyan bg-cyber-cyan/15 shadow-[0_0_0_1px_rgb(0_212_255/0.5),0_0_32px_-8px_rgb(0_212_255/0.7)]'
            : active
              ? 'border-cyber-cyan/60 bg-cyber-cyan/[0.07] shadow-[0_0_24px_-12px_rgb(0_212_255/0.8)]'
              : 'border-border bg-card',
        )}
      >
        <span
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-lg transition-colors duration-300',
            active || highlighted ? 'bg-cyber-cyan text-primary-foreground' : 'bg-cyber-cyan/10 text-cyber-cyan',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <span className="min-w-0">
          <span className="block text-sm font-semibold text-foreground">{node.title}</span>
          <span className="mt-0.5 block text-xs text-muted-foreground">{node.subtitle}</span>
        </span>
      </button>
      <span id={descriptionId} className="sr-only">
        {node.detail}
      </span>
    </div>
  );
}

function FlowArrow() {
  return (
    <div aria-hidden="true" className="flex items-center justify-center text-cyber-cyan/70">
      <ArrowDown className="size-5 lg:hidden" />
      <ArrowRight className="hidden size-5 lg:block" />
    </div>
  );
}

/**
 * The architecture diagram of /product/how-it-works: styled boxes in three zones over a control plane.
 * Hover or keyboard focus highlights a box and shows its detail; a 3-step highlight advances every 3 s
 * (step 0 on the server and the first client render; no cycling with prefers-reduced-motion, or when paused).
 */
export function ArchitectureDiagram() {
  const [step, setStep] = useState(0);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [playing, setPlaying] = useState(true);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReducedMotion(query.matches);
    const onChange = (event: MediaQueryListEvent) => setReducedMotion(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const cycling = playing && !reducedMotion;
  useEffect(() => {
    if (!cycling) return;
    const interval = setInterval(() => {
      setStep((current) => (current + 1) % DIAGRAM_STEPS.length);
    }, DIAGRAM_STEP_INTERVAL_MS);
    return () => clearInterval(interval);
  }, [cycling]);

  const current = DIAGRAM_STEPS[step] ?? DIAGRAM_STEPS[0]!;
  const activeIds = new Set(current.nodeIds);
  const detailNode = highlighted ? NODES_BY_ID.get(highlighted) : undefined;
  const controlPlane = nodeById(DIAGRAM_CONTROL_PLANE_ID);

  const box = (id: string) => (
    <NodeBox key={id} node={nodeById(id)} active={activeIds.has(id)} highlighted={highlighted === id} onHighlight={setHighlighted} />
  );

  return (
    <div className="rounded-2xl border border-border bg-card/60 p-4 sm:p-6 lg:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <ol aria-label="Data flow steps" className="flex flex-wrap gap-2">
          {DIAGRAM_STEPS.map((item, index) => (
            <li key={item.title}>
              <button
                type="button"
                aria-current={index === step ? 'step' : undefined}
                onClick={() => {
                  setStep(index);
                  setPlaying(false);
                }}
                className={cn(
                  'inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-xs font-semibold transition-colors duration-300',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  index === step ? 'border-cyber-cyan bg-cyber-cyan/15 text-cyber-cyan' : 'border-border text-muted-foreground hover:text-foreground',
                )}
              >
                <span className="font-mono">{index + 1}</span>
                {item.title}
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          onClick={() => setPlaying((value) => !value)}
          aria-pressed={!playing}
          className="inline-flex items-center gap-2 self-start rounded-md px-2 py-1 text-xs font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:self-auto"
        >
          {playing ? <Pause aria-hidden="true" className="size-3.5" /> : <Play aria-hidden="true" className="size-3.5" />}
          {playing ? 'Pause animation' : 'Play animation'}
        </button>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-3 lg:grid-cols-[1fr_auto_1.6fr_auto_1fr] lg:items-center lg:gap-4">
        {DIAGRAM_ZONES.map((zone, index) => (
          <div key={zone.id} className="contents">
            {index > 0 && <FlowArrow />}
            {/* biome-ignore lint/a11y/useSemanticElements: a group of diagram boxes, not form controls (<fieldset> is for those). */}
            <div
              role="group"
              aria-label={zone.label}
              className={cn(
                'rounded-xl border border-dashed p-3 sm:p-4',
                zone.id === 'data-plane' ? 'border-cyber-cyan/40 bg-cyber-cyan/[0.03]' : 'border-border',
              )}
            >
              <p className="mb-3 font-mono text-[0.6875rem] font-semibold tracking-[0.16em] text-muted-foreground uppercase">{zone.label}</p>
              <div className={cn('grid gap-3', zone.id === 'data-plane' && 'sm:grid-cols-2')}>{zone.nodeIds.map(box)}</div>
            </div>
          </div>
        ))}
      </div>

      <div className="mt-3 lg:mt-4">
        <div className="mx-auto lg:w-[60%]">
          {/* biome-ignore lint/a11y/useSemanticElements: a group of diagram boxes, not form controls (<fieldset> is for those). */}
          <div role="group" aria-label="Control plane">
            <NodeBox
              node={controlPlane}
              active={activeIds.has(controlPlane.id)}
              highlighted={highlighted === controlPlane.id}
              onHighlight={setHighlighted}
            />
          </div>
        </div>
      </div>

      <div id="diagram-detail" className="mt-6 min-h-[4.5rem] rounded-xl border border-border bg-background/60 p-4 text-sm">
        {detailNode ? (
          <>
            <p className="font-semibold text-cyber-cyan">{detailNode.title}</p>
            <p className="mt-1 text-muted-foreground">{detailNode.detail}</p>
          </>
        ) : (
          <>
            <p className="font-semibold text-cyber-cyan">
              Step {step + 1} of {DIAGRAM_STEPS.length}: {current.title}
            </p>
            <p className="mt-1 text-muted-foreground">{current.description}</p>
          </>
        )}
      </div>
    </div>
  );
}
