import subprocess, json, sys
G='/work/.mirror/iVintik+codeharness/repo'
for f in open('/tmp/rc20/ch/files.txt').read().split():
    c=subprocess.run(['git','-C',G,'log','--all','--diff-filter=AM','--format=%H','-1','--',f],capture_output=True,text=True).stdout.strip()
    data=subprocess.run(['git','-C',G,'show',f'{c}:{f}'],capture_output=True).stdout
    if not data: print(f, 'MISSING/EMPTY'); continue
    lines=data.split(b'\n')
    nj=0; res=None; first=None
    for l in lines:
        if not l.strip(): continue
        try: o=json.loads(l); nj+=1
        except: continue
        if first is None: first=o.get('type'),o.get('subtype')
        if o.get('type')=='result': res=o
    r = (res.get('subtype'), res.get('is_error'), res.get('num_turns'), str(res.get('result'))[:100].replace('\n',' ')) if res else None
    print(f.split('/')[-1], len(lines), nj, len(data), first, r)
