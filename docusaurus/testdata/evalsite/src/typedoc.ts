const sidebar: { items: string[] } = { items: ['typedoc/a'] };
export default sidebar;
