export const pages = [];
