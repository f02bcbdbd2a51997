import { data } from 'react-router';
import type { Route } from './+types/designers.$slug';
import { ApiError } from '#src/lib/api/client.ts';
import type { CoachWire, DataResponse, ProductWire } from '#src/lib/api/types.ts';
import { SessionBooker } from '#src/features/coaching/SessionBooker.tsx';
import { fetchCoachingProducts } from '#src/features/coaching/useCoachingProducts.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { DesignerProfile } from '#src/features/designers/DesignerProfile.tsx';
import { FavoriteButton } from '#src/features/directory/FavoriteButton.tsx';
import {
  designerIdFromSlug,
  isDesignerPagePublic,
  propertyText,
} from '#src/features/designers/designer.ts';
import { messageCatalogue } from '#src/lib/messages/catalogue.ts';
import { useLoadFailureToast } from '#src/lib/messages/useLoadFailureToast.ts';
import { routeMeta, shareMeta, shortDescription, siteUrlOf } from '#site/pageMeta.ts';
import { designerForbiddenMessage } from '#site/shell/ErrorPage.tsx';
import { apiForRequest } from '#site/server/session.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

const notFound = () => data({ message: 'This page could not be found' }, { status: 404 });

/**
 * A designer's profile; an inactive or unapproved designer's page answers 403 (docs/spec/platform.md
 * §2). The session packages load beside the designer, so the booker's first step is in the HTML.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = designerIdFromSlug(params.slug);
  if (id === null) throw notFound();
  const { api } = await apiForRequest(request);
  const products = fetchCoachingProducts(api).catch((error: unknown): ProductWire[] | null => {
    // The booker loads them in the browser instead.
    console.warn(
      `[designers/${id}] could not load the session packages:`,
      (error as Error).message,
    );
    return null;
  });
  let coach: CoachWire;
  try {
    coach = (await api.get<DataResponse<CoachWire>>(`/users/${id}`)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    // The API failed: the page says so (unableToLoadCoach) instead of breaking.
    console.warn(`[designers/${id}] could not load:`, (error as Error).message);
    return data({ coach: null, products: null }, { status: 503 });
  }
  if (!isDesignerPagePublic(coach)) {
    throw data({ message: designerForbiddenMessage }, { status: 403 });
  }
  return { coach, products: await products };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const coach = loaded?.coach;
  if (!coach) return routeMeta('Designer', 'A Trellis garden designer’s profile.');
  const name = `${coach.first_name} ${coach.last_name}`.trim();
  const description = shortDescription(
    propertyText(coach, 'about') ??
      `${name} is a Trellis garden designer: book a design call or a coaching session.`,
  );
  return [
    ...routeMeta(`${name}, garden designer`, description),
    ...shareMeta(siteUrlOf(matches), {
      title: name,
      description,
      // Links elsewhere use the id (docs/spec/platform.md §2): that address is the canonical one.
      path: `/designers/${coach.id}`,
      image: coach.images?.avatar?.image ?? coach.images?.cover?.image,
      type: 'profile',
    }),
  ];
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
          booker={<SessionBooker coach={loaderData.coach} products={loaderData.products} />}
        />
      ) : (
        <Text>{messageCatalogue.unableToLoadCoach.message}</Text>
      )}
    </Container>
  );
}
