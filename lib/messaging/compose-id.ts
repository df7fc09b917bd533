/** The id a Gmail content script gives a compose box, so approved text finds its way back to it. */
export const COMPOSE_ID = /^[\w-]{1,64}$/;
