import { data } from 'react-router';
import type { Route } from './+types/designers.$slug';
import { ApiError } from '#src/api/client.ts';
import type { CoachWire, DataResponse } from '#src/api/types.ts';
import { Container } from '#src/components/Container/index.ts';
import { Text } from '#src/components/Text/index.ts';
import { DesignerProfile } from '#src/designers/DesignerProfile.tsx';
import { FavoriteButton } from '#src/directory/FavoriteButton.tsx';
import { designerIdFromSlug, isDesignerPagePublic } from '#src/designers/designer.ts';
import { messageCatalogue } from '#src/messages/catalogue.ts';
import { useLoadFailureToast } from '#src/messages/useLoadFailureToast.ts';
import { designerForbiddenMessage } from '#site/shell/ErrorPage.tsx';
import { apiForRequest } from '#site/server/session.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

const notFound = () => data({ message: 'This page could not be found' }, { status: 404 });

/** A designer's profile; an inactive or unapproved designer's page answers 403 (docs/spec/platform.md §2). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = designerIdFromSlug(params.slug);
  if (id === null) throw notFound();
  const { api } = await apiForRequest(request);
  let coach: CoachWire;
  try {
    coach = (await api.get<DataResponse<CoachWire>>(`/users/${id}`)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    // The API failed: the page says so (unableToLoadCoach) instead of breaking.
    console.warn(`[designers/${id}] could not load:`, (error as Error).message);
    return data({ coach: null }, { status: 503 });
  }
  if (!isDesignerPagePublic(coach)) {
    throw data({ message: designerForbiddenMessage }, { status: 403 });
  }
  return { coach };
}

export const meta = ({ data: loaded }: Route.MetaArgs) => {
  const coach = loaded?.coach;
  if (!coach) return [{ title: 'Designer | Trellis' }];
  const name = `${coach.first_name} ${coach.last_name}`.trim();
  return [{ title: `${name}, garden designer | Trellis` }, { property: 'og:title', content: name }];
};

export default function DesignerPage({ loaderData }: Route.ComponentProps) {
  const failed = loaderData.coach === null;
  useLoadFailureToast(failed ? true : null, 'unableToLoadCoach');
  return (
    <Container width="reading" className={shellStyles.appPage}>
      {loaderData.coach ? (
        <DesignerProfile
          coach={loaderData.coach}
          actions={
            <FavoriteButton
              coachId={loaderData.coach.id}
              name={`${loaderData.coach.first_name} ${loaderData.coach.last_name}`.trim()}
            />
          }
        />
      ) : (
        <Text>{messageCatalogue.unableToLoadCoach.message}</Text>
      )}
    </Container>
  );
}
