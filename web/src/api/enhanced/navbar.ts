import { navbarApi } from '../generated/navbar';

const api = navbarApi.enhanceEndpoints({
  addTagTypes: ['Bookmark'],
  endpoints: {
    getMainSearchData: { providesTags: [{ type: 'Bookmark', id: 'LIST' }] },
    getBookmarks: { providesTags: [{ type: 'Bookmark', id: 'LIST' }] },
    toggleBookmark: { invalidatesTags: [{ type: 'Bookmark', id: 'LIST' }] },
  },
});

export const { useGetMainSearchDataQuery, useGetBookmarksQuery, useToggleBookmarkMutation } = api;
