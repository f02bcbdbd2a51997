import type { ComponentType } from 'react';
import * as v from 'valibot';
import type { ApiClient } from '#src/lib/api/client.ts';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import { useSWR } from '#src/lib/api/swr.ts';
import { usePublicConfig, type PublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import {
  backgroundColors,
  type BackgroundColor,
  type PageSectionWire,
} from '#src/lib/api/types.ts';
import { useSectionDataFallback } from './sectionDataFallback.tsx';
import { parseTimeReveal } from './timeReveal.ts';

export { parseTimeReveal };

export type { BackgroundColor };

/** What a section's data hook gives its component. */
export interface SectionDataState<D> {
  data: D | undefined;
  error: unknown;
  isLoading: boolean;
}

/** The props every section component receives: its parsed content and resolved options. */
export interface SectionProps<C, L extends string = 'default', D = undefined> {
  id: number;
  content: C;
  layout: L;
  background: BackgroundColor;
  /** Present only for sections with a data source. */
  data: SectionDataState<D>;
}

/**
 * A section's remote data. The key is the SWR key; the same key and fetch run on the server when
 * `prefetch` is set, and the page hands the answer to the hook (`SectionDataFallbackProvider`) so
 * visitors get the data in the first HTML.
 */
export interface SectionDataSource<C, D> {
  /** The run-time config is passed for sources outside the API (the store at SHOP_URL). */
  key: (content: C, config: PublicConfig) => string | null;
  fetch: (api: ApiClient, content: C, config: PublicConfig) => Promise<D>;
  prefetch?: boolean;
}

export interface SectionDefinition<C, L extends string, D> {
  /** The CMS type string (docs/cms-contract.md). */
  type: string;
  /** Runtime schema of `content`. Parse, don't trust. */
  content: v.GenericSchema<unknown, C>;
  /** Layout variants (`options.Layout.layout`); the first is the default. */
  layouts?: readonly L[];
  /** Background when the CMS sets none (white unless the contract says otherwise). */
  defaultBackground?: BackgroundColor;
  Component: ComponentType<SectionProps<C, L, D>>;
  data?: SectionDataSource<C, D>;
  /**
   * `bare`: no padding or background of its own — for sections that are not a block of content (an
   * anchor target) or whose sub-sections paint their own frames (reusable). Default `padded`.
   */
  frame?: SectionFrameKind;
  /**
   * `true` when the server's HTML is all the section ever is (decision 029): no event handlers (links
   * aside), no state, no effects, no data fetched in the browser. Such a section keeps its server HTML
   * on the page a visitor opens and its code is never downloaded. Add the type to `staticSections` in
   * registry.ts too (the browser reads that list without loading the module). Default `false`.
   */
  static?: boolean;
}

export type SectionFrameKind = 'padded' | 'bare';

export interface ParsedSection<C = unknown> {
  id: number;
  type: string;
  content: C;
  layout: string;
  background: BackgroundColor;
  /** Minutes after the visitor opened the page before the section shows (0 = at once). */
  timeReveal: number;
}

export type ParseResult<C = unknown> =
  { ok: true; section: ParsedSection<C> } | { ok: false; field: string; message: string };

export interface SectionModule<C = unknown> {
  type: string;
  schema: v.GenericSchema<unknown, C>;
  layouts: readonly string[];
  defaultBackground: BackgroundColor;
  frame: SectionFrameKind;
  /** Whether the section's server HTML is final (see `SectionDefinition.static`). */
  static: boolean;
  parse: (section: PageSectionWire) => ParseResult<C>;
  /** Renders a parsed section (calling the data hook first when there is one). */
  Render: ComponentType<{ section: ParsedSection<C> }>;
  /** The SWR data hook, for sections with remote data. */
  useData?: (content: C) => SectionDataState<unknown>;
  /** Server prefetch into the SWR fallback: key → data. */
  prefetch?: (api: ApiClient, content: C, config: PublicConfig) => Promise<Record<string, unknown>>;
}

const noData: SectionDataState<undefined> = { data: undefined, error: undefined, isLoading: false };

/** The dotted path of the first failing field, e.g. `content.faqs.0.headline`. */
function issuePath(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  return path ? `content.${path}` : 'content';
}

/** Defines a section module: the one shape every entry of the registry has. */
export function defineSection<C, L extends string = 'default', D = undefined>(
  definition: SectionDefinition<C, L, D>,
): SectionModule<C> {
  const layouts: readonly string[] = definition.layouts ?? ['default'];
  const defaultBackground = definition.defaultBackground ?? 'white';
  const { Component, data } = definition;

  // A page's sections are parsed where the server prefetches their data and again where they render,
  // and a page kept in the shared cache renders for many visitors: each wire section (never changed
  // once it has arrived) is parsed once, and its result shared by every render of it.
  const parsed = new WeakMap<PageSectionWire, ParseResult<C>>();
  function parse(section: PageSectionWire): ParseResult<C> {
    const known = parsed.get(section);
    if (known) return known;
    const result = parseUncached(section);
    if (typeof section === 'object' && section !== null) parsed.set(section, result);
    return result;
  }

  function parseUncached(section: PageSectionWire): ParseResult<C> {
    const result = v.safeParse(definition.content, section.content ?? {});
    if (!result.success) {
      const issue = result.issues[0];
      return { ok: false, field: issuePath(issue), message: issue.message };
    }
    const color = section.options?.BackgroundColor?.color;
    const layout = section.options?.Layout?.layout;
    return {
      ok: true,
      section: {
        id: section.id,
        type: section.type,
        content: result.output,
        layout: typeof layout === 'string' && layouts.includes(layout) ? layout : layouts[0]!,
        background: (backgroundColors as readonly string[]).includes(color ?? '')
          ? (color as BackgroundColor)
          : defaultBackground,
        timeReveal: parseTimeReveal(section.content?.time_reveal),
      },
    };
  }

  const useData = data
    ? function useSectionData(content: C): SectionDataState<D> {
        const api = useApi();
        const config = usePublicConfig();
        const key = data.key(content, config);
        const prefetched = useSectionDataFallback(key);
        const swr = useSWR(
          key,
          () => data.fetch(api, content, config),
          prefetched.found ? { fallbackData: prefetched.data as D } : undefined,
        );
        return { data: swr.data, error: swr.error, isLoading: swr.isLoading };
      }
    : undefined;

  const render = (section: ParsedSection<C>, state: SectionDataState<D>) => (
    <Component
      id={section.id}
      content={section.content}
      layout={section.layout as L}
      background={section.background}
      data={state}
    />
  );
  function Render({ section }: { section: ParsedSection<C> }) {
    return render(section, noData as SectionDataState<D>);
  }
  function RenderWithData({ section }: { section: ParsedSection<C> }) {
    return render(section, useData!(section.content));
  }
  Render.displayName = `Section(${definition.type})`;
  RenderWithData.displayName = `Section(${definition.type})`;

  const prefetch =
    data?.prefetch === true
      ? async (api: ApiClient, content: C, config: PublicConfig) => {
          const key = data.key(content, config);
          if (key === null) return {};
          return { [key]: await data.fetch(api, content, config) };
        }
      : undefined;

  return {
    type: definition.type,
    schema: definition.content,
    layouts,
    defaultBackground,
    frame: definition.frame ?? 'padded',
    static: definition.static ?? false,
    parse,
    Render: useData ? RenderWithData : Render,
    useData: useData as SectionModule<C>['useData'],
    prefetch,
  };
}
