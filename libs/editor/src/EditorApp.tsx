import type { ApiClient, User } from '@aula/api-client';
import { editedPageQuery, invalidateAfterSave } from '@aula/api-client/react';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Provider, createStore, useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alerts } from './alerts/Alerts';
import { useAlert } from './alerts/use-alert';
import { AriaLocale } from './controls/AriaLocale';
import { editorClient } from './editor-client';
import { SessionDialog } from './login/SessionDialog';
import { EditorQueryProvider } from './query/EditorQueryProvider';
import { useSave } from './query/use-save';
import {
  PresenceTimingContext,
  defaultPresenceTiming,
  type PresenceTiming,
} from './presence/presence-timing';
import { SectionMarkers } from './presence/SectionMarkers';
import { usePageTogether } from './presence/use-page-together';
import { FaultyMarks } from './publishing/FaultyMarks';
import { PublishDialog } from './publishing/PublishDialog';
import { SavedSections } from './preview/SavedSections';
import { useSavedAnswers } from './preview/use-saved-answers';
import { SectionDialog } from './section/SectionDialog';
import { SectionControls } from './section/SectionControls';
import { useSectionPreload } from './section/section-preload';
import { slotPlacement, type EditTarget } from './section/find-sections';
import { editModalAtom, loginDialogAtom, userAtom } from './state/editor-atoms';
import { StructureControls } from './structure/StructureControls';
import { EditorToolbar } from './toolbar/EditorToolbar';
import { PageSettingsDialog } from './toolbar/PageSettingsDialog';
import { editModeHref } from './toolbar/edit-mode-href';
import { TranslationStatus } from './translation/TranslationStatus';
import { previewHref } from './publishing/preview-href';

export interface EditorAppProps {
  locale: Locale;
  /** The user endpoint's answer (`logged`). */
  user: User;
  /** Whether `?edit` is on. */
  editMode: boolean;
  /** The current address (path, query, hash), for the edit-mode switch. */
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** Renders the page's sections again with the saved data, in place (the host: `router.refresh()`). */
  refresh(): void;
  /** After logout: the host leaves editor rendering (draft mode off) and shows the visitor page. */
  onLoggedOut(): void;
  /** The content API client (tests pass one; the browser's same-origin client otherwise). */
  client?: ApiClient;
  /** DESIGN.md 8: presence ping and poll intervals (tests shorten them; default about 10 s). */
  presenceTiming?: Partial<PresenceTiming>;
}

/** The path of a content page below its language (`/de/hochschule/team` -> `hochschule/team`). */
const pagePath = (pathname: string) => pathname.split('/').slice(2).filter(Boolean).join('/');

/** The map without one key (a section open in the panel shows the panel's own preview). */
function without<V>(map: ReadonlyMap<number, V>, key: number): ReadonlyMap<number, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}

function Editor({
  locale,
  user,
  editMode,
  location,
  refresh,
  onLoggedOut,
  client,
}: Required<Omit<EditorAppProps, 'client' | 'presenceTiming'>> & { client: ApiClient }) {
  const alert = useAlert();
  const [modal, setModal] = useAtom(editModalAtom);
  const [login, setLogin] = useAtom(loginDialogAtom);
  const setUser = useSetAtom(userAtom);
  // The edited content page's id (settings, publishing); null while unknown or not a content page.
  const pageId =
    useQuery(editedPageQuery(client, locale, pagePath(location.pathname))).data?.id ?? null;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [publishOpen, setPublishOpen] = useState(false);
  const queryClient = useQueryClient();
  // DESIGN.md 8: drafts or translations may have changed (a section dialog closed after a draft
  // or a copy across): the faulty-block marks and the translation status are read again.
  const changed = useCallback(
    () => void invalidateAfterSave(queryClient, 'pageEditor'),
    [queryClient],
  );
  const [busySlot, setBusySlot] = useState<HTMLElement | null>(null);
  const { saved, show, shown } = useSavedAnswers(refresh);
  const prepareSection = useSectionPreload(client, locale);
  // together (DESIGN.md 8): presence and translation status on the page.
  // DESIGN.md 8: the page stays in reach above the docked panel; another section's Edit asks
  // first while this one has unsaved changes.
  const [switchTo, setSwitchTo] = useState<number | null>(null);
  const openSection = useCallback(
    (id: number) => {
      if (modal.open && modal.module !== id && modal.formChanged) setSwitchTo(id);
      else setModal({ open: true, module: id, formChanged: false });
    },
    [modal, setModal],
  );
  const together = usePageTogether({
    client,
    locale,
    pageId,
    openSection,
    enabled: editMode,
  });

  useEffect(() => setUser(user), [setUser, user]);

  const creating = useSave('pageEditor', (slot: Extract<EditTarget, { kind: 'slot' }>) =>
    client.pageEditor.modules.create(locale, {
      model: 'ContainerModule',
      layout: 0,
      parent: null,
      ...slotPlacement(slot),
    }),
  );
  const create = async (slot: Extract<EditTarget, { kind: 'slot' }>) => {
    setBusySlot(slot.element);
    try {
      const created = await creating.mutateAsync(slot);
      alert('success', t(locale, 'editor.alert.created'));
      refresh();
      setModal({ open: true, module: created.id, formChanged: false });
    } catch (error) {
      alert('error', t(locale, 'editor.alert.error'));
      if ((error as { status?: number }).status === 401) setLogin({ open: true });
    } finally {
      setBusySlot(null);
    }
  };

  const logout = async () => {
    try {
      await client.pageEditor.logout(locale);
      alert('success', t(locale, 'editor.alert.loggedOut'));
    } catch {
      alert('error', t(locale, 'editor.alert.error'));
    }
    onLoggedOut();
  };

  return (
    <>
      <EditorToolbar
        locale={locale}
        user={user}
        editMode={editMode}
        toggleHref={editModeHref(location, !editMode)}
        onPageSettings={pageId === null ? undefined : () => setSettingsOpen(true)}
        onPublish={pageId === null ? undefined : () => setPublishOpen(true)}
        onLogout={() => void logout()}
        unsaved={modal.open && modal.formChanged}
        translationStatus={
          editMode ? (
            <TranslationStatus
              locale={locale}
              state={together.translation}
              sectionNumber={together.sectionNumber}
              onGo={together.go}
            />
          ) : undefined
        }
      />
      {editMode ? (
        <StructureControls
          locale={locale}
          client={client}
          pageId={pageId}
          path={pagePath(location.pathname)}
          refresh={refresh}
        />
      ) : null}
      {editMode ? (
        <SectionMarkers
          locale={locale}
          targets={together.targets}
          presence={together.presence}
          translation={
            together.translation.kind === 'ready' ? together.translation.status.sections : []
          }
        />
      ) : null}
      {editMode ? (
        <SectionControls
          locale={locale}
          onEdit={openSection}
          onPrepare={prepareSection}
          onCreate={(slot) => void create(slot)}
          busySlot={busySlot}
        />
      ) : null}
      {modal.open && modal.module !== null ? (
        <SectionDialog
          key={modal.module}
          locale={locale}
          sectionId={modal.module}
          client={client}
          onClose={() => {
            setModal({ open: false, module: null, formChanged: false });
            changed();
          }}
          onSaved={(section) => {
            // The section is shown from the answer at once; the page renders again behind it.
            // The save itself made the page editor's data stale (`useSave`): the undo bar and
            // the structure panel ask again.
            show(section);
            setModal({ open: false, module: null, formChanged: false });
          }}
          onTranslationChanged={changed}
          switchTo={switchTo}
          onSwitch={(id) => {
            setSwitchTo(null);
            setModal({ open: true, module: id, formChanged: false });
          }}
          onStay={() => setSwitchTo(null)}
        />
      ) : null}
      <SavedSections
        locale={locale}
        sections={modal.open && modal.module !== null ? without(saved, modal.module) : saved}
        onShown={shown}
      />
      {editMode && pageId !== null ? (
        <FaultyMarks locale={locale} client={client} pageId={pageId} />
      ) : null}
      {publishOpen && pageId !== null ? (
        <PublishDialog
          locale={locale}
          client={client}
          pageId={pageId}
          onPreview={(versionId) => window.location.assign(previewHref(location, versionId))}
          onChanged={refresh}
          onUnauthorized={() => setLogin({ open: true })}
          onClose={() => setPublishOpen(false)}
        />
      ) : null}
      {settingsOpen && pageId !== null ? (
        <PageSettingsDialog
          locale={locale}
          client={client}
          pageId={pageId}
          onClose={() => setSettingsOpen(false)}
          onSaved={() => {
            setSettingsOpen(false);
            refresh();
          }}
          onUnauthorized={() => setLogin({ open: true })}
        />
      ) : null}
      {login.open ? (
        <SessionDialog
          locale={locale}
          client={client}
          onCancel={() => setLogin({ open: false })}
          onLoggedIn={(fresh) => {
            setUser(fresh);
            setLogin({ open: false });
            alert('success', t(locale, 'editor.alert.loggedIn'));
          }}
        />
      ) : null}
      <Alerts locale={locale} />
    </>
  );
}

/**
 * DESIGN.md 8: the in-place editor, mounted by the host (client only, after the user endpoint
 * said `logged`): the toolbar, the section buttons in edit mode, the section dialog with its
 * save flow, the login dialog on a 401, page settings and the alerts. Its own jotai store and
 * query client (what it loads and saves goes through TanStack Query).
 */
export function EditorApp({ client, presenceTiming, ...props }: EditorAppProps) {
  const store = useMemo(() => createStore(), []);
  const api = useMemo(() => client ?? editorClient(), [client]);
  const timing = useMemo(() => ({ ...defaultPresenceTiming, ...presenceTiming }), [presenceTiming]);
  return (
    <EditorQueryProvider>
      <Provider store={store}>
        <PresenceTimingContext.Provider value={timing}>
          <AriaLocale locale={props.locale}>
            <Editor {...props} client={api} />
          </AriaLocale>
        </PresenceTimingContext.Provider>
      </Provider>
    </EditorQueryProvider>
  );
}
