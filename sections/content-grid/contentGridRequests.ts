import { buildUrl, type ApiClient } from '#src/lib/api/client.ts';
import type {
  CourseWire,
  DataResponse,
  GimmeDatRequest,
  ListResponse,
  PostWire,
} from '#src/lib/api/types.ts';
import type { ContentGridContent } from './schema.ts';

/** What the section loads: the chosen posts and courses, in the editor's order. */
export interface ContentGridData {
  posts: PostWire[];
  courses: CourseWire[];
}

/** The posts' request: exactly the chosen ids (`selections`), as many as were chosen. */
export function contentGridPostsRequest({
  posts,
}: Pick<ContentGridContent, 'posts'>): GimmeDatRequest {
  return { resource: 'posts', selections: [...posts], count: posts.length };
}

/**
 * The SWR key: the requests the section makes, e.g.
 * `POST /gimme-dat/ {"resource":"posts","selections":[5,6],"count":2} + /courses?ids%5B%5D=1`.
 * The server's prefetch fills the SWR fallback under the same key.
 */
export function contentGridKey(content: ContentGridContent): string {
  const requests = [`POST /gimme-dat/ ${JSON.stringify(contentGridPostsRequest(content))}`];
  if (content.courses.length > 0) requests.push(buildUrl('', '/courses', { ids: content.courses }));
  return requests.join(' + ');
}

/** The items of `ids`, in that order (ids the API did not answer are left out). */
function inOrder<T extends { id: number }>(ids: readonly number[], items: readonly T[]): T[] {
  return ids.flatMap((id) => items.filter((item) => item.id === id).slice(0, 1));
}

/**
 * Loads the posts (`POST /gimme-dat/` with `selections`) and, when some are chosen, the courses
 * (`GET /courses?ids[]=…`) at once. Either failing fails the load (the section then shows no cards).
 */
export async function fetchContentGrid(
  api: ApiClient,
  content: ContentGridContent,
): Promise<ContentGridData> {
  const [posts, courses] = await Promise.all([
    api
      .post<ListResponse<PostWire>>('/gimme-dat/', contentGridPostsRequest(content))
      .then((answer) => answer.data),
    content.courses.length > 0
      ? api
          .get<DataResponse<CourseWire[]>>('/courses', { ids: content.courses })
          .then((answer) => answer.data)
      : Promise.resolve([]),
  ]);
  return { posts: inOrder(content.posts, posts), courses: inOrder(content.courses, courses) };
}
