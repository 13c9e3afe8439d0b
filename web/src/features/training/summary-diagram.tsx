import "@xyflow/react/dist/style.css";
import { knowledgePanels, trainingMessages } from "@shifu/contract/plain/training";
import type { SummaryPanel, UpcomingMeeting } from "@shifu/contract/training";
import {
  Background,
  BackgroundVariant,
  Controls,
  type Edge,
  Handle,
  type Node,
  type NodeProps,
  Position,
  ReactFlow,
  useEdgesState,
  useNodesState,
  useReactFlow,
} from "@xyflow/react";
import { type CSSProperties, useEffect, useMemo, useRef, useState } from "react";
import { AppLogoMark } from "../../shared/brand-logos/app-logo-mark";
import { type AppLogo, productLogo, selectLogo } from "../../shared/brand-logos/select-logo";
import type { Theme } from "../../shared/theme";
import { useConnectedServices } from "../chat/chat-list/use-integrations";
import { describeItem, type SummaryItemView } from "./format-summary";
import { KnowledgeIcon } from "./knowledge-icon";
import { PanelDetailsDialog } from "./panel-details-dialog";
import { diagramAriaLabels, trainingTexts } from "./training-texts";
import { UpcomingMeetingsList } from "./upcoming-meetings-list";
import { useUpcomingMeetings } from "./use-training-summary";

/** The spec's viewport: opens at 0.7 (less if the window needs it, never under 0.5), zooms from 0.5 to 2. */
const DEFAULT_ZOOM = 0.7;
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 2;
const GRID_GAP = 16;
const fitViewOptions = { maxZoom: DEFAULT_ZOOM, minZoom: MIN_ZOOM, padding: 0.05 };
/** The library's credit is an English link in the corner of a Spanish screen; its licence (MIT) lets it go. */
const proOptions = { hideAttribution: true };
/** Five logo nodes around Shifu, taking turns among at most three of the user's apps. */
const LOGO_SLOTS = 5;
const LOGOS_CYCLED = 3;
/** A panel previews its first two items; the rest are counted. The 'Reuniones' panel also previews two meetings. */
const PREVIEW_ITEMS = 2;
const NO_MEETINGS: readonly UpcomingMeeting[] = [];

const LOGO_RING_RADIUS = 190;
/** Sizes to lay out and fit by before the browser has measured the nodes. */
const initialSizes = {
  assistant: { initialWidth: 112, initialHeight: 148 },
  logo: { initialWidth: 64, initialHeight: 64 },
  panel: { initialWidth: 288, initialHeight: 220 },
} as const;
/** Panels sit on an ellipse, each type in its own one of the nine slots, so a panel keeps its place as others appear. */
const PANEL_RING = { x: 540, y: 400 };
/** On a phone the ellipse is far wider than the screen even at the least zoom, so the panels stand in one column. */
const PANEL_COLUMN = { top: LOGO_RING_RADIUS + 190, step: 260 };
/** A phone opens on Shifu, its apps and the first panels, fitted to the width; the rest is a drag away. */
const PANELS_FITTED_ON_PHONE = 2;

type Side = "top" | "right" | "bottom" | "left";

const handlePositions: Record<Side, Position> = {
  top: Position.Top,
  right: Position.Right,
  bottom: Position.Bottom,
  left: Position.Left,
};
const oppositeSides: Record<Side, Side> = { top: "bottom", right: "left", bottom: "top", left: "right" };

type AssistantNode = Node<Record<string, never>, "assistant">;
type LogoNode = Node<{ logo: AppLogo }, "logo">;
type PanelNode = Node<
  {
    title: string;
    icon: string;
    previews: SummaryItemView[];
    moreCount: number;
    upcoming: readonly UpcomingMeeting[];
    onOpen: () => void;
  },
  "panel"
>;
type DiagramNode = AssistantNode | LogoNode | PanelNode;

/** Edges only; nobody connects anything by hand, so the handles are invisible. */
function SideHandles({ type }: { type: "source" | "target" }) {
  return (
    <>
      {(Object.keys(handlePositions) as Side[]).map((side) => (
        <Handle
          key={side}
          id={side}
          type={type}
          position={handlePositions[side]}
          isConnectable={false}
          className="!border-0 !bg-transparent"
        />
      ))}
    </>
  );
}

function AssistantNodeView() {
  return (
    <div className="flex flex-col items-center gap-2">
      <span className="flex size-28 items-center justify-center rounded-full bg-white shadow-lg ring-4 ring-brand-500/30 dark:bg-slate-800">
        <img src="/favicon.svg" alt="" className="size-20" />
      </span>
      <span className="rounded-full bg-brand-600 px-3 py-0.5 text-sm font-bold text-white">
        {trainingTexts.assistantNode}
      </span>
      <SideHandles type="source" />
    </div>
  );
}

function LogoNodeView({ data }: NodeProps<LogoNode>) {
  return (
    <div
      title={data.logo.name}
      className="flex size-16 items-center justify-center rounded-2xl bg-white shadow-md ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700"
    >
      <AppLogoMark logo={data.logo} />
      <SideHandles type="target" />
    </div>
  );
}

function PanelNodeView({ data }: NodeProps<PanelNode>) {
  return (
    <>
      <button
        type="button"
        onClick={data.onOpen}
        className="flex w-72 flex-col gap-3 rounded-2xl bg-white p-4 text-left shadow-md ring-1 ring-slate-200 transition-shadow hover:shadow-lg hover:ring-brand-500 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none dark:bg-slate-800 dark:ring-slate-700 dark:hover:ring-brand-100"
      >
        <span className="flex items-center gap-2">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-500/20 dark:text-brand-100">
            <KnowledgeIcon name={data.icon} className="size-4" />
          </span>
          <span className="font-bold tracking-wide text-slate-900 dark:text-white">
            {data.title.toLocaleUpperCase("es")}
          </span>
        </span>
        <UpcomingMeetingsList meetings={data.upcoming} linked={false} />
        {data.previews.length === 0 ? (
          data.upcoming.length === 0 && (
            <span className="text-slate-500 dark:text-slate-400">{trainingMessages.notAvailable}</span>
          )
        ) : (
          <span className="flex flex-col gap-2">
            {data.previews.map((item) => (
              <span key={item.id} className="flex flex-col">
                <span className="text-sm text-slate-500 dark:text-slate-400">
                  {item.date} · {item.time}
                </span>
                <span className="line-clamp-2 text-slate-800 dark:text-slate-100">{item.description}</span>
              </span>
            ))}
          </span>
        )}
        {data.moreCount > 0 && (
          <span className="text-sm font-semibold text-slate-600 dark:text-slate-300">
            {trainingMessages.moreElements(data.moreCount)}
          </span>
        )}
        <span className="text-sm font-semibold text-brand-700 dark:text-brand-100">
          {trainingMessages.clickForDetails}
        </span>
      </button>
      <SideHandles type="target" />
    </>
  );
}

// The pane's own colour shows through, so the diagram matches the app's light and dark backgrounds.
const transparentCanvas = { "--xy-background-color": "transparent" } as CSSProperties;

const nodeTypes = { assistant: AssistantNodeView, logo: LogoNodeView, panel: PanelNodeView };

/** The side of Shifu's node that faces a point, for the edge to leave from. */
function readFacingSide(x: number, y: number): Side {
  if (Math.abs(x) >= Math.abs(y)) return x >= 0 ? "right" : "left";
  return y >= 0 ? "bottom" : "top";
}

function pointOnRing(angleDegrees: number, radiusX: number, radiusY: number) {
  const angle = (angleDegrees * Math.PI) / 180;
  return { x: Math.round(Math.cos(angle) * radiusX), y: Math.round(Math.sin(angle) * radiusY) };
}

function connectFromAssistant(id: string, x: number, y: number, isAnimated: boolean): Edge {
  const side = readFacingSide(x, y);
  return {
    id: `assistant-${id}`,
    source: "assistant",
    target: id,
    sourceHandle: side,
    targetHandle: oppositeSides[side],
    animated: isAnimated,
    style: { stroke: "var(--color-brand-500)", strokeWidth: 1.5, opacity: 0.6 },
  };
}

/** Where a panel goes: its slot on the outer ring, or on a phone its place in the column under Shifu. */
function placePanel(panel: SummaryPanel, index: number, isCompact: boolean) {
  if (isCompact) return { x: 0, y: PANEL_COLUMN.top + PANEL_COLUMN.step * index };
  const slot = knowledgePanels.findIndex((known) => known.type === panel.type);
  return pointOnRing(-70 + (360 / knowledgePanels.length) * slot, PANEL_RING.x, PANEL_RING.y);
}

/** Shifu in the middle, the logo ring around it, and the panels on the outer ring (in a column on a phone). */
function layoutDiagram(
  panels: readonly SummaryPanel[],
  logos: readonly AppLogo[],
  meetings: readonly UpcomingMeeting[],
  onOpen: (panel: SummaryPanel) => void,
  isCompact: boolean,
) {
  const now = new Date();
  const nodes: DiagramNode[] = [
    { id: "assistant", type: "assistant", position: { x: 0, y: 0 }, data: {}, ...initialSizes.assistant },
  ];
  const edges: Edge[] = [];

  for (let slot = 0; slot < LOGO_SLOTS; slot += 1) {
    const id = `logo-${slot}`;
    const position = pointOnRing(-90 + (360 / LOGO_SLOTS) * slot, LOGO_RING_RADIUS, LOGO_RING_RADIUS);
    const logo = logos[slot % logos.length] ?? productLogo;
    nodes.push({ id, type: "logo", position, data: { logo }, selectable: false, ...initialSizes.logo });
    edges.push(connectFromAssistant(id, position.x, position.y, true));
  }

  for (const [index, panel] of panels.entries()) {
    const id = `panel-${panel.type}`;
    const position = placePanel(panel, index, isCompact);
    nodes.push({
      id,
      type: "panel",
      position,
      ...initialSizes.panel,
      data: {
        title: panel.title,
        icon: panel.icon,
        previews: panel.items.slice(0, PREVIEW_ITEMS).map((item) => describeItem(item, panel.title, now)),
        moreCount: Math.max(0, panel.items.length - PREVIEW_ITEMS),
        upcoming: panel.type === "reuniones" ? meetings.slice(0, PREVIEW_ITEMS) : NO_MEETINGS,
        onOpen: () => onOpen(panel),
      },
    });
    edges.push(connectFromAssistant(id, position.x, position.y, false));
  }
  return { nodes, edges };
}

/** The logos of up to three connected apps, in the catalogue's order, or Shifu's own when none is connected. */
function useCycledLogos(): AppLogo[] {
  const connected = useConnectedServices();
  return useMemo(() => {
    const logos = (connected.data ?? []).slice(0, LOGOS_CYCLED).map(({ service }) => selectLogo(service.icon));
    return logos.length > 0 ? logos : [productLogo];
  }, [connected.data]);
}

/** How the view is fitted: the whole diagram, or on a phone its top (Shifu, its apps and the first panels). */
function buildFitOptions(panels: readonly SummaryPanel[], isCompact: boolean) {
  if (!isCompact) return fitViewOptions;
  const fitted = [
    "assistant",
    ...Array.from({ length: LOGO_SLOTS }, (_, slot) => `logo-${slot}`),
    ...panels.slice(0, PANELS_FITTED_ON_PHONE).map((panel) => `panel-${panel.type}`),
  ];
  return { ...fitViewOptions, nodes: fitted.map((id) => ({ id })) };
}

/**
 * What Shifu has learned, as a diagram: Shifu, the user's apps and up to nine panels; a panel opens the list of its
 * items. `isCompact` (a phone) puts the panels in one column and fits the view to the screen's width. Its own chunk,
 * loaded only when the training screen shows a summary.
 */
export function SummaryDiagram({
  panels: taught,
  theme,
  isCompact = false,
}: {
  panels: SummaryPanel[];
  theme: Theme;
  isCompact?: boolean;
}) {
  const logos = useCycledLogos();
  const meetings = useUpcomingMeetings().data ?? NO_MEETINGS;
  const panels = useMemo(() => addMeetingsPanel(taught, meetings), [taught, meetings]);
  const [openType, setOpenType] = useState<SummaryPanel["type"] | null>(null);
  const layout = useMemo(
    () => layoutDiagram(panels, logos, meetings, (panel) => setOpenType(panel.type), isCompact),
    [panels, logos, meetings, isCompact],
  );
  const fitOptions = useMemo(() => buildFitOptions(panels, isCompact), [panels, isCompact]);
  const [nodes, setNodes, onNodesChange] = useNodesState<DiagramNode>(layout.nodes);
  const [edges, setEdges, onEdgesChange] = useEdgesState(layout.edges);

  // A new summary lays the diagram out again; moving a node by hand lasts until then.
  useEffect(() => {
    setNodes(layout.nodes);
    setEdges(layout.edges);
  }, [layout, setNodes, setEdges]);

  // The dialog follows the latest summary, so a deleted item leaves the list as soon as it is fetched again.
  const openPanel = openType ? findPanel(panels, openType) : null;

  return (
    <div className="relative min-h-0 flex-1">
      <ReactFlow
        nodes={nodes}
        edges={edges}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        nodeTypes={nodeTypes}
        nodeOrigin={[0.5, 0.5]}
        nodesConnectable={false}
        colorMode={theme}
        style={transparentCanvas}
        fitView
        fitViewOptions={fitOptions}
        defaultViewport={{ x: 0, y: 0, zoom: DEFAULT_ZOOM }}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        proOptions={proOptions}
        // Items are deleted from their panel's dialog, at the server; a key must not just drop a panel from view.
        deleteKeyCode={null}
        ariaLabelConfig={diagramAriaLabels}
      >
        <Background variant={BackgroundVariant.Dots} gap={GRID_GAP} />
        <Controls showZoom showFitView showInteractive fitViewOptions={fitOptions} />
        <RefitOnNewPanels
          layoutKey={`${isCompact}:${panels.map((panel) => panel.type).join(",")}`}
          fitOptions={fitOptions}
        />
      </ReactFlow>
      {panels.length === 0 && (
        <p
          role="status"
          className="pointer-events-none absolute inset-x-4 bottom-6 mx-auto max-w-md rounded-2xl bg-white/95 px-5 py-4 text-center text-sm text-slate-700 shadow-lg ring-1 ring-slate-200 dark:bg-slate-800/95 dark:text-slate-200 dark:ring-slate-700"
        >
          {trainingMessages.emptySummary}
        </p>
      )}
      <PanelDetailsDialog
        panel={openPanel}
        upcoming={openType === "reuniones" ? meetings : NO_MEETINGS}
        onClose={() => setOpenType(null)}
      />
    </div>
  );
}

/**
 * Fits the view again when a panel appears or goes, or the layout turns to or from a phone's, since the first fit only
 * saw the diagram as it was then; a new item in a panel that is already drawn leaves the user's zoom alone.
 */
function RefitOnNewPanels({
  layoutKey,
  fitOptions,
}: {
  layoutKey: string;
  fitOptions: ReturnType<typeof buildFitOptions>;
}) {
  const { fitView } = useReactFlow();
  const fittedKey = useRef(layoutKey);
  useEffect(() => {
    if (fittedKey.current === layoutKey) return;
    fittedKey.current = layoutKey;
    void fitView(fitOptions);
  }, [layoutKey, fitOptions, fitView]);
  return null;
}

/** A panel emptied by deletions drops out of the summary; the dialog then shows it with no items. */
function findPanel(panels: readonly SummaryPanel[], type: SummaryPanel["type"]): SummaryPanel {
  const panel = panels.find((candidate) => candidate.type === type);
  if (panel) return panel;
  const known = knowledgePanels.find((candidate) => candidate.type === type);
  return { type, title: known?.title ?? type, icon: known?.icon ?? "sparkles", items: [] };
}

/** The 'Reuniones' panel stands as soon as a calendar has meetings, even before anything about them was taught. */
function addMeetingsPanel(panels: SummaryPanel[], meetings: readonly UpcomingMeeting[]): SummaryPanel[] {
  if (meetings.length === 0 || panels.some((panel) => panel.type === "reuniones")) return panels;
  const withMeetings = [...panels, findPanel(panels, "reuniones")];
  const order = knowledgePanels.map((panel) => panel.type);
  return withMeetings.sort((left, right) => order.indexOf(left.type) - order.indexOf(right.type));
}
